import { PAGE_EVENT } from './page-events';

/**
 * Speculation rules: the browser fetches or renders a page the reader is likely to open next, from the page's HTML,
 * with no framework. The pagination's Next link is prerendered once the page has loaded, Previous at the first
 * sign of interest (Chrome: a short hover; on Android, in view once scrolling stops); sidebar and article links at a
 * reasonable one (a hover of about 200 ms, on Android the links near the last touch), any other link on the tap.
 * Browsers without speculation rules ignore them and keep client navigation.
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
  ...['.md', '.txt', '.json', '.xml', '.svg', '.png', '.jpg'].map((ext) => `[href$="${ext}"]`),
  '[href^="/search"]',
].join(',');

const page = (selector: string) => ({
  and: [{ href_matches: '/*' }, { selector_matches: selector }, { not: { selector_matches: NOT_A_PAGE } }],
});

/**
 * The rules on links the reader points at (their selectors match rendered links only: Chrome does not match a link
 * inside a section laid out later, content-visibility: auto, which the pagination is until the reader nears it).
 */
export const speculationRules = {
  prerender: [{ where: page('.menu-link, .markdown a, .breadcrumbs a'), eagerness: 'moderate' }],
  prefetch: [{ where: page('a'), eagerness: 'conservative' }],
};

/**
 * Inline in <head>: once the page has loaded (the prerender does not compete with the page's own load), adds the
 * rules above and, by their path, Next's page prerendered at once and Previous's on a slight sign (by path: a rule
 * on the pagination's selector would wait until the reader nears it). Chrome fetches the HTML first, and keeps that
 * fetch when it declines the prerender (memory, DevTools attached). Again after each client navigation, for the new
 * page's links. Nothing when the reader saves data (Save-Data, a 2g connection, prefers-reduced-data).
 */
export const speculationScript = `(function(){if(!(HTMLScriptElement.supports&&HTMLScriptElement.supports("speculationrules")))return;var c=navigator.connection;if(c&&(c.saveData||/2g/.test(c.effectiveType))||matchMedia("(prefers-reduced-data: reduce)").matches)return;var d=document,added;function at(s,e,r){var a=d.querySelector(s);if(a)r.prerender.push({where:{href_matches:a.pathname.replace(/[:*?+(){}\\\\]/g,"\\\\$&")},eagerness:e})}function add(){var r=${JSON.stringify(speculationRules)};at(".pagination-link--next","immediate",r);at(".pagination-link--prev","eager",r);var s=d.createElement("script");s.type="speculationrules";s.text=JSON.stringify(r);if(added)added.remove();d.head.appendChild(added=s);d.documentElement.setAttribute("${SPECULATION_ATTRIBUTE}","")}d.addEventListener("${PAGE_EVENT}",add);if(d.readyState==="complete")add();else addEventListener("load",add)})()`;
