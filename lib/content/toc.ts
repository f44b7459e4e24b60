import { site } from '../site/config';

/** A TOC entry, as exported by each compiled MDX page (see lib/mdx/rehype-toc-export.mjs). */
export interface TocEntry {
  depth: number;
  id: string;
  title: string;
}

/** Keeps the levels the site shows (h2-h4). */
export function filterToc(entries: TocEntry[]): TocEntry[] {
  return entries.filter((e) => e.depth >= site.toc.minLevel && e.depth <= site.toc.maxLevel);
}
