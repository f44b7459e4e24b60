import { APP_READY_ATTRIBUTE } from '@/lib/next-export/markers';
import { savesData } from './connection';
import { PAGE_EVENT } from './page-events';

/**
 * Speculation rules: the browser fetches or renders a page the reader is likely to open next, from the page's HTML,
 * with no framework. The pagination's Next link is prerendered once the page has loaded, Previous at the first
 * sign of interest (Chrome: a short hover; on Android, in view once scrolling stops); sidebar and article links at a
 * reasonable one (a hover of about 200 ms, on Android the links near the last touch), any other link on the tap; once
 * the framework runs, only the pagination's, and the pages it asks for (requestPrerender). A prerendered page says
 * when it is ready (announcePrerender), and only then is a link to it left to the browser. Browsers without speculation
 * rules ignore them and keep client navigation.
 */

/** Set on <html> once the rules are in. */
export const SPECULATION_ATTRIBUTE = 'data-speculation';

/**
 * The local-storage key through which a prerendered page tells the page that asked for it that it is there to be
 * shown: it writes the key and removes it at once, and the other page hears the write as a `storage` event. The
 * browser may decline or drop a prerender (memory, battery saver, DevTools attached, its own limits) and tells the
 * page that asked nothing; the prerendered page's own word is the one sign that page can act on. Chrome holds a
 * prerendering page's BroadcastChannel messages until it is shown, so a channel cannot carry that word.
 */
export const PRERENDER_NOTICE_KEY = 'dagster-docs.prerendered';
/** The paths this document holds prerendered, read by the page's script and the framework's bundle alike. */
export const PRERENDERED_GLOBAL = Symbol.for(PRERENDER_NOTICE_KEY);
type PrerenderNotice = { path: string; from: string };

function prerenderedPaths(): Set<string> {
  const holder = window as unknown as Record<symbol, Set<string> | undefined>;
  if (!holder[PRERENDERED_GLOBAL]) holder[PRERENDERED_GLOBAL] = new Set();
  return holder[PRERENDERED_GLOBAL];
}

/**
 * True when a prerender of `path` has told this page it is ready: following a link there is then left to the browser,
 * which shows the prerendered page in about a frame. Otherwise, once the framework runs, the link is a client
 * navigation from the router's prefetch.
 */
export const browserHolds = (path: string) => prerenderedPaths().has(path);

/** In a page being prerendered: tells the page that asked for it (its referrer) that it is ready to be shown. */
function announcePrerender() {
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  if (!prerendering || !document.referrer) return;
  const notice: PrerenderNotice = { path: location.pathname, from: new URL(document.referrer).pathname };
  try {
    localStorage.setItem(PRERENDER_NOTICE_KEY, JSON.stringify(notice));
    localStorage.removeItem(PRERENDER_NOTICE_KEY);
  } catch {
    // No storage: the page that asked is not told, and its links stay client navigations.
  }
}

/** Notes the prerendered pages that announce themselves to this page (other tabs of the site hear them too). */
function listenForPrerenders() {
  addEventListener('storage', (event) => {
    if (event.key !== PRERENDER_NOTICE_KEY || !event.newValue) return;
    try {
      const notice = JSON.parse(event.newValue) as PrerenderNotice;
      if (notice.from === location.pathname && typeof notice.path === 'string') prerenderedPaths().add(notice.path);
    } catch {
      // Not a notice of ours.
    }
  });
}

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

/** The pagination's Next link, which the rules prerender as soon as the page has loaded. */
export const NEXT_LINK = '.pagination-link--next';

/** The path a pagination link leads to, if the page has that link. */
const linkPath = (selector: string) => document.querySelector<HTMLAnchorElement>(selector)?.pathname;

/** A rule for one page, named by its path. */
const pathRule = (path: string | undefined, eagerness: string) =>
  path ? [{ where: { href_matches: path.replace(/[:*?+(){}\\]/g, '\\$&') }, eagerness }] : [];

/** Puts `rules` in the page in place of `old` (a script of the same set), and returns the new script. */
function replaceRules(old: HTMLScriptElement | undefined, rules: object): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'speculationrules';
  script.text = JSON.stringify(rules);
  old?.remove();
  document.head.appendChild(script);
  return script;
}

/** The framework's own rules (requestPrerender), beside the page's, and the paths they name. */
let askedRules: HTMLScriptElement | undefined;
const asked = new Set<string>();

/**
 * From the framework, once it runs: asks the browser to prerender `path` at once (the article links a phone reader
 * rests on), in rules of its own beside the page's. False when the page has no rules (no speculation rules, or the
 * reader saves data).
 */
export function requestPrerender(path: string): boolean {
  if (!document.documentElement.hasAttribute(SPECULATION_ATTRIBUTE)) return false;
  asked.add(path);
  askedRules = replaceRules(askedRules, { prerender: [...asked].flatMap((page) => pathRule(page, 'immediate')) });
  return true;
}

/** From the framework, when a client navigation leaves the page: the pages asked for it are no longer wanted. */
export function dropPrerenderRequests() {
  asked.clear();
  askedRules?.remove();
  askedRules = undefined;
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
  const next = linkPath(NEXT_LINK);
  const previous = linkPath('.pagination-link--prev');
  // The browser drops the prerenders the rules no longer name: forget them, so a link there is not left to it. (The
  // framework's own rules, for the page this was, are dropped with it: dropPrerenderRequests.)
  for (const path of prerenderedPaths()) if (path !== next && path !== previous) prerenderedPaths().delete(path);
  added = replaceRules(added, {
    prerender: [
      ...(framework ? [] : [{ where: pageLinks('.menu-link,.markdown a,.breadcrumbs a'), eagerness: 'moderate' }]),
      ...pathRule(next, 'immediate'),
      ...pathRule(previous, 'eager'),
    ],
    prefetch: framework ? [] : [{ where: pageLinks('a'), eagerness: 'conservative' }],
  });
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
  announcePrerender();
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  if (savesData()) return;
  listenForPrerenders();
  document.addEventListener(PAGE_EVENT, addRules);
  // In a task of its own: when nothing else is loading, the load event fires in the task that runs this module, and
  // matching the rules' selectors restyles every link on the page.
  const addRulesSoon = () => setTimeout(addRules);
  if (document.readyState === 'complete') addRulesSoon();
  else addEventListener('load', addRulesSoon);
  const root = document.documentElement;
  const frameworkStarts = new MutationObserver(() => {
    if (!root.hasAttribute(APP_READY_ATTRIBUTE)) return;
    frameworkStarts.disconnect();
    if (added) addRules();
  });
  frameworkStarts.observe(root, { attributes: true, attributeFilter: [APP_READY_ATTRIBUTE] });
}
