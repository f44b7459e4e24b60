import type { Doc } from '../content/doc';
import { site } from '../site/config';

/** A TOC entry: one of the page's headings (lib/mdast/mdx-tree.mjs gives MDX pages theirs). */
export interface TocEntry {
  depth: number;
  id: string;
  title: string;
}

/** Keeps the levels the site shows (h2-h4). */
export function filterToc(entries: TocEntry[]): TocEntry[] {
  return entries.filter((e) => e.depth >= site.toc.minLevel && e.depth <= site.toc.maxLevel);
}

/** The TOC of a page: its headings at the levels the site shows; an API page's stop at h3 (its symbols' members). */
export function pageToc(doc: Doc): TocEntry[] {
  const entries = doc.headings.map((h) => ({ depth: h.depth, id: h.id, title: h.text }));
  return doc.kind === 'api' ? entries.filter((e) => e.depth <= 3) : filterToc(entries);
}
