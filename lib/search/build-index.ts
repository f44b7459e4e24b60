import type { Doc } from '../content/doc';
import type { ResolvedItem } from '../sidebar/types';
import { containsRoute } from '../sidebar/navigation';
import { getPageDescriptions } from '../api/descriptions';
import { descriptionsRoute } from '../api/symbols';
import { site } from '../site/config';
import { leadOf, type FirstTier, type FullTier, type SearchIndex } from './index-format';

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
  return markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Both tiers come from one pass; the two route handlers share it. */
const built = new WeakMap<Doc[], SearchIndex>();

/** Headings an API page contributes: sections, symbols and their members (per-parameter anchors stay out); a split module's overview, none (its sections' pages hold them). */
const indexedHeadings = (doc: Doc) => doc.headings.filter((h) => h.depth <= (doc.kind !== 'api' ? 6 : doc.api.parts ? 0 : 4));

/**
 * Builds both tiers of the search index from the listed pages: titles, headings, keywords and the lead of
 * each section in the first; every prose block and API description in full in the second.
 */
export function buildSearchIndex(docs: Doc[], sidebars: Record<string, ResolvedItem[]>): SearchIndex {
  const cached = built.get(docs);
  if (cached) return cached;
  const first: FirstTier = { pages: [], leads: [], blocks: 0 };
  const full: FullTier = { blocks: [] };
  for (const doc of docs) {
    if (doc.unlisted) continue;
    const headings = indexedHeadings(doc);
    const page =
      first.pages.push([
        doc.route,
        categoryOf(doc, sidebars),
        doc.title,
        doc.description,
        headings.map((h) => [h.id, h.text, h.depth]),
        doc.keywords,
      ]) - 1;
    const headingIndex = new Map(headings.map((h, i) => [h.id, i]));
    const blocks: [number, string][] = [];
    if (doc.kind === 'mdx') {
      for (const section of doc.analysis.sections) {
        const last = section.trail[section.trail.length - 1];
        blocks.push([last ? (headingIndex.get(last.id) ?? -1) : -1, section.text]);
      }
    } else {
      const descriptions = getPageDescriptions(descriptionsRoute(doc.api)).symbols;
      for (const [qualname, description] of Object.entries(descriptions)) {
        const heading = headingIndex.get(qualname);
        if (heading === undefined) continue;
        blocks.push([heading, plainText(description.summary)]);
        for (const paragraph of (description.details ?? '').split(/\n\s*\n/))
          if (paragraph.trim()) blocks.push([heading, plainText(paragraph)]);
      }
    }
    const led = new Set<number>();
    for (const [heading, text] of blocks) {
      const block = full.blocks.push([page, heading, text]) - 1;
      if (led.has(heading)) continue;
      led.add(heading);
      first.leads.push([block, page, heading, leadOf(text)]);
    }
  }
  first.blocks = full.blocks.length;
  built.set(docs, { first, full });
  return { first, full };
}
