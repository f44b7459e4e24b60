/*
 * Opens the sidebar on the page's own entry, centred, in browsers without CSS `scroll-initial-target`, which does
 * it in Chromium (components/layout/menu.css). Loaded only there (sidebar-tree.behavior.ts). As with the CSS, each
 * sidebar is centred once, when it first has a box: at once on a wide screen, on a phone once the drawer is laid out
 * (mobile-menu.behavior.ts), and again for the sidebar a client navigation brings. After that it keeps the reader's
 * scrolling.
 *
 * It imports nothing: a module it shared with the page's script would be split out of that script into a chunk of
 * its own, which every page would then load before its first input.
 */

/** PAGE_EVENT of lib/browser/page-events.ts. */
const PAGE_EVENT = 'site:page';
const centred = new WeakSet<Element>();

function centreOwnEntry() {
  const entry = document.querySelector<HTMLElement>('.sidebar-nav .menu-link--active');
  const nav = entry?.closest('.sidebar-nav');
  if (!entry || !nav?.clientHeight || centred.has(nav)) return;
  centred.add(nav);
  const [box, at] = [nav.getBoundingClientRect(), entry.getBoundingClientRect()];
  nav.scrollTop += at.top - box.top - (nav.clientHeight - at.height) / 2;
}

centreOwnEntry();
document.addEventListener(PAGE_EVENT, centreOwnEntry);
new MutationObserver(centreOwnEntry).observe(document.documentElement, { attributeFilter: ['data-menu-prepared', 'data-mobile-menu'] });
