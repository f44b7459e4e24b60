import type { ResolvedItem, SidebarId, SidebarItem, Sidebars } from './types';

/** What the sidebars read of a page of the content index (lib/content/doc.ts). */
interface SidebarPage {
  route: string;
  title: string;
  sidebarLabel?: string;
  unlisted: boolean;
  /** A split API module's section pages (lib/api/page-parts.mjs). */
  api?: { parts?: { heading: string; route: string }[] };
}

/** Turns the written sidebars into resolved trees; a route with no page throws, naming it. */
export function resolveSidebars(
  sidebars: Sidebars,
  contentIndex: { byRoute: Map<string, SidebarPage> },
): Record<SidebarId, ResolvedItem[]> {
  const missing: string[] = [];
  const resolveItem = (item: SidebarItem, where: string): ResolvedItem | null => {
    if (item.type === 'link') return { type: 'link', href: item.href, label: item.label };
    if (item.type === 'doc') {
      const doc = contentIndex.byRoute.get(item.route);
      if (!doc) {
        missing.push(`${where}: ${item.route}`);
        return null;
      }
      const label = item.label ?? doc.sidebarLabel ?? doc.title;
      // A split API module: its overview as a category whose items are its section pages.
      if (doc.api?.parts)
        return {
          type: 'category',
          label,
          href: doc.route,
          collapsed: true,
          collapsible: true,
          unlisted: false,
          items: doc.api.parts.map((p) => ({ type: 'doc', href: p.route, label: p.heading, unlisted: false })),
        };
      return { type: 'doc', href: doc.route, label, unlisted: doc.unlisted };
    }
    if (item.link && !contentIndex.byRoute.has(item.link)) missing.push(`${where} > ${item.label} (category link): ${item.link}`);
    if (item.link && contentIndex.byRoute.get(item.link)?.unlisted)
      missing.push(`${where} > ${item.label} (category link to an unlisted page): ${item.link}`);
    const items = item.items.map((child) => resolveItem(child, `${where} > ${item.label}`)).filter((x): x is ResolvedItem => x !== null);
    const linkDoc = item.link ? contentIndex.byRoute.get(item.link) : undefined;
    const everyChildUnlisted = items.every((c) => c.type !== 'link' && c.unlisted);
    return {
      type: 'category',
      label: item.label,
      href: linkDoc?.route,
      items,
      collapsed: item.collapsed ?? true,
      collapsible: item.collapsible ?? true,
      unlisted: linkDoc ? linkDoc.unlisted && everyChildUnlisted : everyChildUnlisted,
    };
  };
  const resolved = Object.fromEntries(
    Object.entries(sidebars).map(([id, items]) => [id, items.map((i) => resolveItem(i, id)).filter((x): x is ResolvedItem => x !== null)]),
  ) as Record<SidebarId, ResolvedItem[]>;
  if (missing.length)
    throw new Error(`Sidebar entries name pages that do not exist or that a category may not link to:\n  ${missing.join('\n  ')}`);
  return resolved;
}
