/**
 * Content below the first screen has `content-visibility: auto` (app/globals.css): the browser lays it out as it
 * nears the viewport and uses a placeholder height until then. A jump to a #fragment would land by those placeholder
 * heights, and the target would move once the content just above it is laid out. So a page loaded with a fragment,
 * or one where a link to a fragment is followed, gets <html data-fragment>, which lays out all of its content.
 */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';

/** For <head>, before the body is parsed and the browser scrolls to the fragment. */
export const fragmentScript = `if(location.hash)document.documentElement.setAttribute('${FRAGMENT_ATTRIBUTE}','')`;

/** Before the app navigates to `url` (the framework loader does the same for clicked links). */
export function markFragment(url: string) {
  if (url.includes('#')) document.documentElement.setAttribute(FRAGMENT_ATTRIBUTE, '');
}
