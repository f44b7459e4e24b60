/**
 * Content below the first screen has `content-visibility: auto` (app/globals.css): the browser lays it out as it
 * nears the viewport and uses a placeholder height until then. A jump to a #fragment would land by those placeholder
 * heights, and the target would move once the content just above it is laid out. So a page shown with a fragment
 * (loaded with one, or reached by a client navigation: ContentIsland), or one where a link to a fragment of its own
 * is followed, gets <html data-fragment>, which lays out all of its content.
 */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';

/** For <head>, before the body is parsed and the browser scrolls to the fragment. */
export const fragmentScript = `if(location.hash)document.documentElement.setAttribute('${FRAGMENT_ATTRIBUTE}','')`;

/**
 * Before the app jumps to `url` on this page (the framework loader does the same for clicked links). Another page
 * marks itself when it is shown.
 */
export function markFragment(url: string) {
  const target = new URL(url, location.href);
  if (target.hash && target.pathname === location.pathname && target.search === location.search)
    document.documentElement.setAttribute(FRAGMENT_ATTRIBUTE, '');
}

/** As a page is shown by a client navigation, before the router scrolls: lays it all out if it is shown at a fragment. */
export function markShownFragment() {
  document.documentElement.toggleAttribute(FRAGMENT_ATTRIBUTE, location.hash !== '');
}
