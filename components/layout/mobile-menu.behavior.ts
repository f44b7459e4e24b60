import { site } from '@/lib/site/config';
import { closestTarget, PAGE_EVENT, whenLoadedAndIdle } from '@/lib/site/page-events';

/*
 * Opens and closes the narrow-screen menu (mobile-menu.tsx): <html data-mobile-menu> names the open panel and
 * CSS shows it. It closes on its close button or backdrop, Escape, a followed link, back navigation, a client
 * navigation, and when the layout becomes desktop.
 *
 * Once the page is idle on a narrow screen, <html data-menu-prepared> names the panel the toggle opens, and CSS lays
 * that drawer out, hidden: the tap that opens it then only shows it, with no style and layout of the whole sidebar
 * in its frame.
 */

const root = document.documentElement;
const desktop = matchMedia(`(min-width: ${site.breakpoints.desktop + 1}px)`);

function setMenu(panel: string | null) {
  if (panel) root.dataset.mobileMenu = panel;
  else delete root.dataset.mobileMenu;
  document.querySelectorAll('.navbar-toggle').forEach((button) => button.setAttribute('aria-expanded', String(Boolean(panel))));
}
const close = () => root.dataset.mobileMenu && setMenu(null);

document.addEventListener('click', (event) => {
  const toggle = closestTarget(event, '.navbar-toggle');
  if (toggle) return setMenu(root.dataset.mobileMenu ? null : (toggle.dataset.panel ?? 'primary'));
  const panel = closestTarget(event, '[data-menu-panel]');
  if (panel) return setMenu(panel.dataset.menuPanel!);
  if (closestTarget(event, '[data-menu-close]')) return close();
  // A link followed from the menu or the drawer's sidebar (a same-page #anchor too): the menu has done its work.
  if (root.dataset.mobileMenu && closestTarget(event, '.mobile-menu a[href], aside.sidebar a[href]')) close();
});
document.addEventListener('keydown', (event) => event.key === 'Escape' && close());
function prepare() {
  const toggle = document.querySelector<HTMLElement>('.navbar-toggle');
  if (toggle && !desktop.matches) root.dataset.menuPrepared = toggle.dataset.panel ?? 'primary';
}
whenLoadedAndIdle(prepare);
desktop.addEventListener('change', () => (desktop.matches ? close() : prepare()));
addEventListener('popstate', close);
document.addEventListener(PAGE_EVENT, close);
