import { breakpoints } from '@/lib/site/config';
import { afterNextFrame, closestTarget, PAGE_EVENT, whenLoadedAndIdle } from '@/lib/browser/page-events';

/*
 * Opens and closes the narrow-screen menu (mobile-menu.tsx): <html data-mobile-menu> names the open panel and
 * CSS shows it. It closes on its close button or backdrop, Escape, a followed link, back navigation, a client
 * navigation, and when the layout becomes desktop.
 *
 * While it is open, Tab and Shift+Tab cycle through the drawer's own controls (the menu, and in the secondary panel
 * the page's sidebar beside it), and closing it from within gives focus back to the toggle.
 *
 * Once the page is idle on a narrow screen, <html data-menu-prepared> names the panel the toggle opens, and CSS lays
 * that drawer out, hidden: the tap that opens it then only shows it, with no style and layout of the whole sidebar
 * in its frame.
 */

const root = document.documentElement;
const desktop = matchMedia(`(min-width: ${breakpoints.desktop + 1}px)`);

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

const reachable = (el: HTMLElement) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
const drawerCandidates = () => {
  const parts = root.dataset.mobileMenu === 'secondary' ? '.mobile-menu, aside.sidebar' : '.mobile-menu';
  return [...document.querySelectorAll<HTMLElement>(`:is(${parts}) :is(${TABBABLE})`)];
};
/** The open drawer's controls a Tab can reach, in order: the menu, then the sidebar when it is the open panel. */
const drawerControls = (): HTMLElement[] => drawerCandidates().filter(reachable);

function setMenu(panel: string | null) {
  if (panel) {
    root.dataset.mobileMenu = panel;
    // The page behind stops scrolling once the drawer is on screen (data-scroll-locked, mobile-menu.css).
    afterNextFrame(() => root.dataset.mobileMenu && (root.dataset.scrollLocked = ''));
  } else {
    delete root.dataset.mobileMenu;
    delete root.dataset.scrollLocked;
  }
  document.querySelectorAll('.navbar-toggle').forEach((button) => button.setAttribute('aria-expanded', String(Boolean(panel))));
  // Only the first is looked at: the tap that opens the drawer does not pay for a style read of every control in it.
  if (panel) drawerCandidates().find(reachable)?.focus();
}
/** Closes the menu; `returnFocus` when the reader closed it from within and stays on this page. */
function close(returnFocus = false) {
  if (!root.dataset.mobileMenu) return;
  setMenu(null);
  // preventScroll: focusing the toggle of a navbar that hides on scroll would move the page under the reader.
  if (returnFocus) document.querySelector<HTMLElement>('.navbar-toggle')?.focus({ preventScroll: true });
}

document.addEventListener('click', (event) => {
  const toggle = closestTarget(event, '.navbar-toggle');
  if (toggle) return root.dataset.mobileMenu ? close(true) : setMenu(toggle.dataset.panel ?? 'primary');
  const panel = closestTarget(event, '[data-menu-panel]');
  if (panel) return setMenu(panel.dataset.menuPanel!);
  if (closestTarget(event, '[data-menu-close]')) return close(true);
  // A link followed from the menu or the drawer's sidebar (a same-page #anchor too): the menu has done its work.
  if (root.dataset.mobileMenu && closestTarget(event, '.mobile-menu a[href], aside.sidebar a[href]')) close();
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') return close(true);
  if (event.key !== 'Tab' || !root.dataset.mobileMenu) return;
  // Moved here, not by the browser: the menu and the sidebar are not next to each other in the document.
  const controls = drawerControls();
  const at = controls.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? (event.shiftKey ? -1 : 0) : (at + (event.shiftKey ? -1 : 1)) % controls.length;
  event.preventDefault();
  controls.at(next)?.focus();
});
function prepare() {
  const toggle = document.querySelector<HTMLElement>('.navbar-toggle');
  if (toggle && !desktop.matches) root.dataset.menuPrepared = toggle.dataset.panel ?? 'primary';
}
whenLoadedAndIdle(prepare);
desktop.addEventListener('change', () => (desktop.matches ? close() : prepare()));
addEventListener('popstate', () => close());
document.addEventListener(PAGE_EVENT, () => close());
