import { escapeHtml, spinnerHtml } from '../html';
import { containsRoute } from './navigation';
import type { ResolvedItem, SidebarId } from './types';

function pageLink(className: string, href: string, label: string, route: string): string {
  const active = href === route;
  return `<a class="${className}${active ? ' menu-link--active' : ''}" href="${escapeHtml(href)}"${active ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a>`;
}

/**
 * A resolved sidebar as nested lists, as an HTML string: the server renders it into the page's sidebar island
 * (static HTML React does not hydrate), and the browser renders a collapsed category's items with it the first
 * time that category opens (components/docs/sidebar-tree.behavior.ts, from /sidebar-data.json), so big sidebars do
 * not weigh on every page. Categories are <details>: opening one never closes another. Unlisted pages are left
 * out unless they are the current page. `path` holds the indices from the sidebar's root to `items`.
 */
export function sidebarHtml(items: ResolvedItem[], route: string, sidebarId: SidebarId, path: number[] = [], level = 1): string {
  const entries = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.type === 'link' || !item.unlisted || containsRoute(item, route));
  if (!entries.length) return '';
  const lis = entries.map(({ item, index }) => `<li class="menu-item">${entryHtml(item, route, sidebarId, [...path, index], level)}</li>`);
  return `<ul class="menu-list menu-list--level-${level}">${lis.join('')}</ul>`;
}

function entryHtml(item: ResolvedItem, route: string, sidebarId: SidebarId, path: number[], level: number): string {
  if (item.type === 'link')
    return `<a class="menu-link" href="${escapeHtml(item.href)}" target="_blank" rel="noreferrer noopener">${escapeHtml(item.label)} <span aria-hidden="true">↗</span></a>`;
  if (item.type === 'doc') return pageLink('menu-link', item.href, item.label, route);
  const label = item.href
    ? pageLink('menu-link menu-link--category', item.href, item.label, route)
    : `<span class="menu-link menu-link--category">${escapeHtml(item.label)}</span>`;
  if (!item.collapsible)
    return `<div class="menu-category menu-category--static"><div class="menu-category-label">${label}</div>${sidebarHtml(item.items, route, sidebarId, path, level + 1)}</div>`;
  // A link inside a <summary> would nest one control in another: a category with a landing page has its link
  // beside the <details>, and its <summary> holds only the toggle, named by a hidden copy of the label and
  // drawn over the link's right end (components/layout/menu.css, .menu-item > a + details > summary).
  const [link, summary] = item.href
    ? [label, `<summary class="menu-category-label"><span class="sr-only">${escapeHtml(item.label)}</span></summary>`]
    : ['', `<summary class="menu-category-label">${label}</summary>`];
  if (item.collapsed && !containsRoute(item, route))
    return `${link}<details class="menu-category" data-lazy-sidebar="${sidebarId}" data-sidebar-path="${path.join('.')}" data-level="${level}">${summary}${spinnerHtml('Loading menu')}</details>`;
  return `${link}<details class="menu-category" open="">${summary}${sidebarHtml(item.items, route, sidebarId, path, level + 1)}</details>`;
}

/** The items of the category at `path` in a sidebar (none when the path no longer names a category). */
export function itemsAt(items: ResolvedItem[], path: number[]): ResolvedItem[] {
  const node = path.reduce<ResolvedItem | undefined>(
    (current, i) => (current === undefined ? items[i] : current.type === 'category' ? current.items[i] : undefined),
    undefined,
  );
  return node?.type === 'category' ? node.items : [];
}
