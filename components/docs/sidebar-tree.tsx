import type { ResolvedItem } from '@/lib/sidebar/types';
import { containsRoute } from '@/lib/sidebar/navigation';
import { SiteLink } from '../site-link';

/**
 * A resolved sidebar as nested lists. Categories are native <details>: opening one never closes
 * another, and they need no script. Unlisted pages are left out unless they are the current page.
 */
export function SidebarTree({ items, route, level = 1 }: { items: ResolvedItem[]; route: string; level?: number }) {
  const visible = items.filter((item) => item.type === 'link' || !item.unlisted || containsRoute(item, route));
  if (!visible.length) return null;
  return (
    <ul className={`menu-list menu-list--level-${level}`}>
      {visible.map((item, i) => (
        <li key={`${item.label}-${i}`} className="menu-item">
          <SidebarEntry item={item} route={route} level={level} />
        </li>
      ))}
    </ul>
  );
}

function SidebarEntry({ item, route, level }: { item: ResolvedItem; route: string; level: number }) {
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
  const label = item.href ? (
    <SiteLink className={`menu-link menu-link--category${item.href === route ? ' menu-link--active' : ''}`} href={item.href} aria-current={item.href === route ? 'page' : undefined}>
      {item.label}
    </SiteLink>
  ) : (
    <span className="menu-link menu-link--category">{item.label}</span>
  );
  if (!item.collapsible)
    return (
      <div className="menu-category menu-category--static">
        <div className="menu-category-label">{label}</div>
        <SidebarTree items={item.items} route={route} level={level + 1} />
      </div>
    );
  const open = !item.collapsed || containsRoute(item, route);
  return (
    <details className="menu-category" open={open}>
      <summary className="menu-category-label">{label}</summary>
      <SidebarTree items={item.items} route={route} level={level + 1} />
    </details>
  );
}
