/**
 * Content below the first screen has `content-visibility: auto` (app/globals.css): the browser lays it out as it
 * nears the viewport and uses a placeholder height until then. A jump to a #fragment would land by those placeholder
 * heights, and the target would move once the content just above it is laid out. So what lies above the target is
 * laid out before the jump. A page loaded with a fragment gets <html data-fragment>, which lays out all of its
 * content: its head script runs before the target is parsed. A page shown by a client navigation (ContentIsland), or
 * one where a link to a fragment of its own is followed, has its target in hand, and lays out only the blocks before
 * it and the ones holding it (data-laid-out): what follows the target cannot move it, and on a long API page it is
 * most of the layout.
 */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';
/**
 * Lays out a block before a jump to a fragment's target (app/globals.css): `all` above the target, the block and all
 * it holds; `self` holding the target, the block but not its other children.
 */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/** For <head>, before the body is parsed and the browser scrolls to the fragment. */
export const fragmentScript = `if(location.hash)document.documentElement.setAttribute('${FRAGMENT_ATTRIBUTE}','')`;

/**
 * Lays out what could move the target of `hash` (`#id`): each element from the target up to <main>, and all that
 * comes before each of them; what follows the target cannot move it. Without such a target, all of the page.
 */
function layOutAbove(hash: string) {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: the id as written.
  }
  let element: Element | null = document.getElementById(id);
  const main = element?.closest('main');
  if (!element || !main) return document.documentElement.setAttribute(FRAGMENT_ATTRIBUTE, '');
  for (; element && element !== main; element = element.parentElement) {
    element.setAttribute(LAID_OUT_ATTRIBUTE, 'self');
    for (let above = element.previousElementSibling; above; above = above.previousElementSibling)
      above.setAttribute(LAID_OUT_ATTRIBUTE, 'all');
  }
}

/**
 * Before the app jumps to `url` on this page (the framework loader does the same for clicked links). Another page
 * lays itself out when it is shown.
 */
export function markFragment(url: string) {
  const target = new URL(url, location.href);
  if (target.hash && target.pathname === location.pathname && target.search === location.search) layOutAbove(target.hash);
}

/** As a page is shown by a client navigation, before the router scrolls: lays out what lies above its fragment. */
export function markShownFragment() {
  document.documentElement.removeAttribute(FRAGMENT_ATTRIBUTE);
  if (location.hash) layOutAbove(location.hash);
}
