import { APP_READY_ATTRIBUTE } from '@/lib/next-export/markers';
import { savesData } from './connection';
import { PAGE_EVENT } from './page-events';

/**
 * Speculation rules: the browser fetches or renders a page the reader is likely to open next, from the page's HTML,
 * with no framework. The pagination's Next link is prerendered once the page has loaded, Previous at the first
 * sign of interest (Chrome: a short hover; on Android, in view once scrolling stops); sidebar and article links at a
 * reasonable one (a hover of about 200 ms, on Android the links near the last touch), any other link on the tap; once
 * the framework runs, only the pagination's. Browsers without speculation rules ignore them and keep client navigation.
 */

/** Set on <html> once the rules are in: the pagination's links are then left to the browser, which shows its prerender. */
export const SPECULATION_ATTRIBUTE = 'data-speculation';

/** Links whose pages are prerendered at once or on a slight sign: a click on them is never a client navigation. */
export const PRERENDERED_LINKS = '.pagination-link';

/** Links the rules leave alone: this page, files, the search page (it starts the framework), new tabs, downloads. */
const NOT_A_PAGE = [
  '[href^="#"]',
  '[aria-current="page"]',
  '[target="_blank"]',
  '[download]',
  ...['.md', '.txt', '.json', '.xml'].map((ext) => `[href$="${ext}"]`),
  '[href^="/search"]',
].join(',');

const pageLinks = (selector: string) => ({
  and: [{ href_matches: '/*' }, { selector_matches: selector }, { not: { selector_matches: NOT_A_PAGE } }],
});

/** A rule for the page a pagination link leads to, named by its path. */
function pathRule(selector: string, eagerness: string) {
  const link = document.querySelector<HTMLAnchorElement>(selector);
  return link ? [{ where: { href_matches: link.pathname.replace(/[:*?+(){}\\]/g, '\\$&') }, eagerness }] : [];
}

let added: HTMLScriptElement | undefined;
/**
 * This page's rules, replacing the last page's after a client navigation. Once the framework runs, links other than
 * the pagination's are client navigations, which fetch their page themselves (lib/next-export/content-island.tsx):
 * the browser's loads of those pages would be fetched for nothing, and on a slow connection they would take the
 * bandwidth the navigation needs. So only the pagination's rules remain then.
 */
function addRules() {
  const framework = document.documentElement.hasAttribute(APP_READY_ATTRIBUTE);
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.text = JSON.stringify({
    prerender: [
      ...(framework ? [] : [{ where: pageLinks('.menu-link,.markdown a,.breadcrumbs a'), eagerness: 'moderate' }]),
      ...pathRule('.pagination-link--next', 'immediate'),
      ...pathRule('.pagination-link--prev', 'eager'),
    ],
    prefetch: framework ? [] : [{ where: pageLinks('a'), eagerness: 'conservative' }],
  });
  added?.remove();
  document.head.appendChild((added = rules));
  document.documentElement.setAttribute(SPECULATION_ATTRIBUTE, '');
}

/**
 * From the page's own script: once the page has loaded (the prerender does not compete with the page's own load),
 * adds rules:
 * - Next's page prerendered at once and Previous's on a slight sign (Chrome: a short hover; on Android, in view once
 *   scrolling stops), named by path: a rule on the pagination's selector would wait until the reader nears it, as
 *   Chrome matches selectors on rendered links only (the pagination sits past sections laid out later);
 * - sidebar, article and breadcrumb links prerendered on a moderate sign (a hover of about 200 ms; on Android, the
 *   links near the last touch), and any page link prefetched on the tap, until the framework runs (see addRules).
 * Chrome fetches a page's HTML first, and keeps that fetch when it declines the prerender (memory, DevTools attached).
 * Again after each client navigation, for the new page's links. Nothing when the reader saves data (Save-Data, a 2g
 * connection, prefers-reduced-data).
 */
export function startSpeculation() {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  if (savesData()) return;
  document.addEventListener(PAGE_EVENT, addRules);
  if (document.readyState === 'complete') addRules();
  else addEventListener('load', addRules);
  const root = document.documentElement;
  const frameworkStarts = new MutationObserver(() => {
    if (!root.hasAttribute(APP_READY_ATTRIBUTE)) return;
    frameworkStarts.disconnect();
    if (added) addRules();
  });
  frameworkStarts.observe(root, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
}
