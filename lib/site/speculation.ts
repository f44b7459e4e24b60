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

export const speculationRules = {
  prerender: [
    { where: page('.pagination-link--next'), eagerness: 'immediate' },
    { where: page('.pagination-link--prev'), eagerness: 'eager' },
    { where: page('.menu-link, .markdown a, .breadcrumbs a'), eagerness: 'moderate' },
  ],
  // Next's HTML is also fetched on its own, for a browser that declines the prerender (memory, DevTools attached)
  // or makes none (Safari): Chrome's prerender takes over that fetch, so it costs nothing more there.
  prefetch: [
    { where: page('.pagination-link--next'), eagerness: 'immediate' },
    { where: page('a'), eagerness: 'conservative' },
  ],
};

/**
 * Inline in <head>: adds the rules once the page has loaded (the prerender does not compete with the page's own
 * load), unless the reader saves data (Save-Data, a 2g connection, prefers-reduced-data).
 */
export const speculationScript = `(function(){if(!(HTMLScriptElement.supports&&HTMLScriptElement.supports("speculationrules")))return;var c=navigator.connection;if(c&&(c.saveData||/2g/.test(c.effectiveType))||matchMedia("(prefers-reduced-data: reduce)").matches)return;function add(){var s=document.createElement("script");s.type="speculationrules";s.text=${JSON.stringify(JSON.stringify(speculationRules))};document.head.appendChild(s);document.documentElement.setAttribute("${SPECULATION_ATTRIBUTE}","")}if(document.readyState==="complete")add();else addEventListener("load",add)})()`;
