import type { Doc } from '../content/loader';
import type { ResolvedItem } from '../sidebar/types';
import { containsRoute } from '../sidebar/navigation';
import { getPageDescriptions } from '../api/descriptions';
import { site } from '../site/config';
import type { CompactIndex, RecordType } from './index-format';

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

/** Builds the compact index from listed pages: one record per page title, heading and prose block. */
export function buildCompactIndex(docs: Doc[], sidebars: Record<string, ResolvedItem[]>): CompactIndex {
  const index: CompactIndex = { pages: [], records: [] };
  for (const doc of docs) {
    if (doc.unlisted || doc.route === '/search') continue;
    const page = index.pages.push([doc.route, categoryOf(doc, sidebars), doc.title]) - 1;
    index.records.push([page, 'lvl1', '', [], doc.description]);
    if (doc.kind === 'mdx') {
      for (const h of doc.headings) {
        if (h.depth > 6) continue;
        const trail = trailTexts(doc.headings, h);
        index.records.push([page, `lvl${Math.min(trail.length + 1, 6)}` as RecordType, h.id, trail, null]);
      }
      for (const section of doc.analysis.sections) {
        const last = section.trail[section.trail.length - 1];
        index.records.push([page, 'content', last?.id ?? '', section.trail.map((h) => h.text), section.text]);
      }
    } else {
      const descriptions = getPageDescriptions(doc.route).symbols;
      for (const section of doc.api.sections) {
        const sectionHeading = doc.headings.find((h) => h.depth === 2 && h.text === section.heading)!;
        index.records.push([page, 'lvl2', sectionHeading.id, [section.heading], null]);
        for (const symbol of section.symbols) {
          const summary = descriptions[symbol.qualname]?.summary ?? null;
          const name = symbol.kind === 'cli' && symbol.prog ? symbol.prog : symbol.qualname;
          index.records.push([page, summary ? 'content' : 'lvl3', symbol.qualname, [section.heading, name], summary]);
        }
      }
    }
  }
  return index;
}

function trailTexts(headings: Doc['headings'], target: Doc['headings'][number]): string[] {
  const trail: Doc['headings'] = [];
  for (const h of headings) {
    while (trail.length && trail[trail.length - 1].depth >= h.depth) trail.pop();
    trail.push(h);
    if (h === target) break;
  }
  return trail.map((h) => h.text);
}

