import type { ResolvedItem } from './types';

export interface NavLink {
  href: string;
  label: string;
}

/** Listed pages in reading order, each once (a page may appear in two categories). */
export function flattenSidebar(items: ResolvedItem[]): NavLink[] {
  const out: NavLink[] = [];
  const seen = new Set<string>();
  const walk = (list: ResolvedItem[]) => {
    for (const item of list) {
      if (item.type === 'link') continue;
      if (item.href && !item.unlisted && !seen.has(item.href)) {
        seen.add(item.href);
        out.push({ href: item.href, label: item.label });
      }
      if (item.type === 'category') walk(item.items);
    }
  };
  walk(items);
  return out;
}

/** Previous and next listed pages around `route`; none when the page is not listed. */
export function prevNext(items: ResolvedItem[], route: string): { prev?: NavLink; next?: NavLink } {
  const flat = flattenSidebar(items);
  const i = flat.findIndex((l) => l.href === route);
  if (i < 0) return {};
  return { prev: flat[i - 1], next: flat[i + 1] };
}

/** Category trail from the sidebar root to the first place `route` appears. */
export function breadcrumbs(items: ResolvedItem[], route: string): NavLink[] | null {
  for (const item of items) {
    if (item.type === 'doc' && item.href === route) return [];
    if (item.type === 'category') {
      const here = { href: item.href ?? '', label: item.label };
      if (item.href === route) return [];
      const below = breadcrumbs(item.items, route);
      if (below) return [here, ...below];
    }
  }
  return null;
}

/** True when `route` is this item or lies under it: such categories start open. */
export function containsRoute(item: ResolvedItem, route: string): boolean {
  if (item.type === 'category') return item.href === route || item.items.some((c) => containsRoute(c, route));
  return item.href === route;
}
