import type { SidebarId } from '@/lib/sidebar/types';
import { loadErrorHtml, spinnerHtml } from '@/lib/html';
import type { ResolvedItem } from '@/lib/sidebar/types';
import { closestTarget, onEachPage } from '@/lib/browser/page-events';

/*
 * A collapsed sidebar category (`details[data-lazy-sidebar]`, lib/sidebar/html.ts) is rendered without its items;
 * the first time it opens, they are rendered here by the same function from /sidebar-data.json, fetched once (a
 * few KB) when a reader first points at or opens such a category.
 */

let sidebarData: Promise<Record<SidebarId, ResolvedItem[]>> | null = null;

function loadSidebarData() {
  sidebarData ??= fetch('/sidebar-data.json').then((r) => {
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    return r.json();
  });
  sidebarData.catch(() => (sidebarData = null));
  return sidebarData;
}

async function fillCategory(details: HTMLDetailsElement) {
  if (!details.open || details.dataset.loaded) return;
  details.dataset.loaded = 'loading';
  const show = (html: string) => {
    const summary = details.querySelector(':scope > summary')!;
    while (summary.nextSibling) summary.nextSibling.remove();
    summary.insertAdjacentHTML('afterend', html);
  };
  try {
    const sidebarId = details.dataset.lazySidebar as SidebarId;
    const path = details.dataset.sidebarPath!.split('.').map(Number);
    const [data, { itemsAt, sidebarHtml }] = await Promise.all([loadSidebarData(), import('@/lib/sidebar/html')]);
    const items = itemsAt(data[sidebarId] ?? [], path);
    show(sidebarHtml(items, location.pathname, sidebarId, path, Number(details.dataset.level) + 1));
    details.dataset.loaded = 'true';
  } catch (error) {
    show(loadErrorHtml('menu', (error as Error).message, 'data-sidebar-retry'));
    delete details.dataset.loaded;
  }
}

// toggle does not bubble: listened for in the capture phase.
document.addEventListener(
  'toggle',
  (event) => {
    const details = event.target as HTMLDetailsElement;
    if (details.matches?.('details[data-lazy-sidebar]')) void fillCategory(details);
  },
  true,
);
document.addEventListener('click', (event) => {
  const details = closestTarget(event, '[data-sidebar-retry]')?.closest<HTMLDetailsElement>('details[data-lazy-sidebar]');
  if (!details) return;
  details.querySelector('.lazy-error')?.replaceWith(document.createRange().createContextualFragment(spinnerHtml('Loading menu')));
  void fillCategory(details);
});
document.addEventListener(
  'pointerover',
  (event) => {
    if (closestTarget(event, 'details[data-lazy-sidebar]:not([data-loaded]) > summary')) void loadSidebarData().catch(() => {});
  },
  { passive: true },
);
// Categories opened before this script ran.
onEachPage(() => document.querySelectorAll<HTMLDetailsElement>('details[data-lazy-sidebar][open]').forEach((d) => void fillCategory(d)));
// Chromium opens the sidebar on the page's own entry from CSS (menu.css); elsewhere a script of its own does.
if (!CSS.supports('scroll-initial-target:none')) void import('./sidebar-own-entry.behavior');
