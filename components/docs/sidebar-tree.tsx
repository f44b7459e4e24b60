import type { SidebarId } from '@/lib/sidebar/types';
import { sidebarHtml } from '@/lib/sidebar/html';
import type { ResolvedItem } from '@/lib/sidebar/types';
import { ContentIsland } from '@/lib/next-export/content-island';

/**
 * The page's sidebar, rendered as HTML (lib/sidebar/html.ts) inside an island: React adopts it without
 * hydrating it, and it is in the page's HTML only, not in the RSC payloads (lib/next-export/post-export.ts).
 * Collapsed categories load their items when opened (components/docs/sidebar-tree.behavior.ts).
 */
export function SidebarTree({ items, route, sidebarId }: { items: ResolvedItem[]; route: string; sidebarId: SidebarId }) {
  return (
    <ContentIsland key={`sidebar:${route}`} island={`sidebar:${route}`} route={route} className="sidebar-island">
      <div className="sidebar-tree" dangerouslySetInnerHTML={{ __html: sidebarHtml(items, route, sidebarId) }} />
    </ContentIsland>
  );
}
