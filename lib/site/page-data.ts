import { sidebars } from '../../content/sidebars';
import { getSiteManifest, type Doc, type SidebarId } from '../content/loader';
import { breadcrumbs, prevNext, type NavLink } from '../sidebar/navigation';
import { resolveSidebars } from '../sidebar/resolve';
import type { ResolvedItem } from '../sidebar/types';

let resolved: Record<SidebarId, ResolvedItem[]> | undefined;

/** The four sidebars resolved against the manifest, once per process. */
export function getResolvedSidebars(): Record<SidebarId, ResolvedItem[]> {
  resolved ??= resolveSidebars(sidebars, getSiteManifest());
  return resolved;
}

/** Everything a doc route renders besides its body. */
export interface PageData {
  doc: Doc;
  sidebar: ResolvedItem[] | null;
  breadcrumbs: NavLink[];
  prev?: NavLink;
  next?: NavLink;
}

export function getPageData(route: string): PageData | undefined {
  const doc = getSiteManifest().byRoute.get(route);
  if (!doc) return undefined;
  const sidebar = doc.sidebar ? getResolvedSidebars()[doc.sidebar] : null;
  return {
    doc,
    sidebar,
    breadcrumbs: sidebar ? (breadcrumbs(sidebar, route) ?? []) : [],
    ...(sidebar ? prevNext(sidebar, route) : {}),
  };
}
