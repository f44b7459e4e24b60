import type { ReactNode } from 'react';
import type { SidebarId } from '@/lib/content/loader';
import type { ResolvedItem } from '@/lib/sidebar/types';
import { containsRoute } from '@/lib/sidebar/navigation';
import { SiteLink } from '../site-link';
import { LazyCategory } from './lazy-category';

interface TreeProps {
  items: ResolvedItem[];
  route: string;
  sidebarId: SidebarId;
  /** Indices from the sidebar's root to `items`, so a lazy category can find its children in the data. */
  path?: number[];
  level?: number;
}

/**
 * A resolved sidebar as nested lists. Categories are <details>: opening one never closes another.
 * Collapsed categories render their items only when first opened (from /sidebar-data.json), so big
 * sidebars do not weigh on every page. Unlisted pages are left out unless they are the current page.
 */
export function SidebarTree({ items, route, sidebarId, path = [], level = 1 }: TreeProps) {
  const entries = items.map((item, index) => ({ item, index })).filter(({ item }) => item.type === 'link' || !item.unlisted || containsRoute(item, route));
  if (!entries.length) return null;
  return (
    <ul className={`menu-list menu-list--level-${level}`}>
      {entries.map(({ item, index }) => (
        <li key={`${item.label}-${index}`} className="menu-item">
          <SidebarEntry item={item} route={route} sidebarId={sidebarId} path={[...path, index]} level={level} />
        </li>
      ))}
    </ul>
  );
}

function SidebarEntry({ item, route, sidebarId, path, level }: { item: ResolvedItem; route: string; sidebarId: SidebarId; path: number[]; level: number }) {
  if (item.type === 'link')
    return (
      <a className="menu-link" href={item.href} target="_blank" rel="noreferrer noopener">
        {item.label} <span aria-hidden="true">↗</span>
      </a>
    );
  if (item.type === 'doc')
    return (
      <SiteLink className={`menu-link${item.href === route ? ' menu-link--active' : ''}`} href={item.href} aria-current={item.href === route ? 'page' : undefined}>
        {item.label}
      </SiteLink>
    );
  const label: ReactNode = item.href ? (
    <SiteLink className={`menu-link menu-link--category${item.href === route ? ' menu-link--active' : ''}`} href={item.href} aria-current={item.href === route ? 'page' : undefined}>
      {item.label}
    </SiteLink>
  ) : (
    <span className="menu-link menu-link--category">{item.label}</span>
  );
  const children = <SidebarTree items={item.items} route={route} sidebarId={sidebarId} path={path} level={level + 1} />;
  if (!item.collapsible)
    return (
      <div className="menu-category menu-category--static">
        <div className="menu-category-label">{label}</div>
        {children}
      </div>
    );
  if (item.collapsed && !containsRoute(item, route))
    return <LazyCategory summary={label} sidebarId={sidebarId} path={path} route={route} level={level} />;
  return (
    <details className="menu-category" open>
      <summary className="menu-category-label">{label}</summary>
      {children}
    </details>
  );
}
