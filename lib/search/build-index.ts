import type { Doc } from '../content/loader';
import type { ResolvedItem } from '../sidebar/types';
import { containsRoute } from '../sidebar/navigation';
import { getPageDescriptions } from '../api/descriptions';
import { site } from '../site/config';
import type { CompactIndex } from './index-format';

const SECTION_LABEL: Record<string, string> = Object.fromEntries(site.navbar.map((n) => [n.sidebar, n.label]));

/** Top-level category of a page (hierarchy.lvl0): its top docs-sidebar category, else its section's name. */
export function categoryOf(doc: Doc, sidebars: Record<string, ResolvedItem[]>): string {
  if (doc.sidebar === 'docs') {
    const top = sidebars.docs.find((item) => containsRoute(item, doc.route));
    if (top?.type === 'category') return top.label;
    return 'Docs';
  }
  return doc.sidebar ? SECTION_LABEL[doc.sidebar] : 'Docs';
}

/** The text of the inline Markdown used in API descriptions: `code`, [links](/x) and **bold** lose their marks. */
export function plainText(markdown: string): string {
  return markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1').replace(/`([^`]+)`/g, '$1').replace(/\s+/g, ' ').trim();
}

/** Builds the search index from the listed pages: titles, headings, prose blocks and API summaries. */
export function buildCompactIndex(docs: Doc[], sidebars: Record<string, ResolvedItem[]>): CompactIndex {
  const index: CompactIndex = { pages: [], blocks: [] };
  for (const doc of docs) {
    if (doc.unlisted) continue;
    const headings = doc.headings.filter((h) => h.depth <= 6);
    const page = index.pages.push([doc.route, categoryOf(doc, sidebars), doc.title, doc.description, headings.map((h) => [h.id, h.text, h.depth])]) - 1;
    const headingIndex = new Map(headings.map((h, i) => [h.id, i]));
    if (doc.kind === 'mdx') {
      for (const section of doc.analysis.sections) {
        const last = section.trail[section.trail.length - 1];
        index.blocks.push([page, last ? (headingIndex.get(last.id) ?? -1) : -1, section.text]);
      }
    } else {
      const descriptions = getPageDescriptions(doc.route).symbols;
      for (const [qualname, description] of Object.entries(descriptions))
        if (headingIndex.has(qualname)) index.blocks.push([page, headingIndex.get(qualname)!, plainText(description.summary)]);
    }
  }
  return index;
}
