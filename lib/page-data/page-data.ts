import fs from 'node:fs';
import { sidebars } from '../../content/sidebars';
import { getSiteContentIndex } from '../content/content-index';
import type { ContentIndex, Doc } from '../content/doc';
import type { SidebarId } from '../sidebar/types';
import { breadcrumbs, prevNext, type NavLink } from '../sidebar/navigation';
import { resolveSidebars } from '../sidebar/resolve';
import type { ResolvedItem, Sidebars } from '../sidebar/types';

let resolved: { contentIndex: ContentIndex; sidebars: Record<SidebarId, ResolvedItem[]> } | undefined;

/** The written sidebars; DOCS_SIDEBARS_FILE (JSON) replaces them for another content tree (the scale benchmark). */
function loadSidebars(): Sidebars {
  const file = process.env.DOCS_SIDEBARS_FILE;
  return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Sidebars) : sidebars;
}

/** The four sidebars resolved against the content index, once per index (under `next dev` a content edit makes a new one). */
export function getResolvedSidebars(): Record<SidebarId, ResolvedItem[]> {
  const contentIndex = getSiteContentIndex();
  if (resolved?.contentIndex !== contentIndex) resolved = { contentIndex, sidebars: resolveSidebars(loadSidebars(), contentIndex) };
  return resolved.sidebars;
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
  const doc = getSiteContentIndex().byRoute.get(route);
  if (!doc) return undefined;
  const sidebar = doc.sidebar ? getResolvedSidebars()[doc.sidebar] : null;
  return {
    doc,
    sidebar,
    breadcrumbs: sidebar ? (breadcrumbs(sidebar, route) ?? []) : [],
    ...(sidebar ? prevNext(sidebar, route) : {}),
  };
}
