// API pages too large for one HTML page are split by section (`"splitSections": true` in symbols.json):
// each section becomes its own page under the module's route, and the module's route becomes an overview
// that lists every symbol (with its anchor) and links to the section that documents it. Plain ESM so that
// the MDX plugins' code links (python-refs.mjs) and the TypeScript manifest expand pages the same way.
import { createSlugger } from '../mdast/mdx-tree.mjs';

/**
 * The pages as routed: unsplit pages as they are; a split page as its overview (`parts` set, symbols kept for
 * the listing) followed by one page per section that has symbols (`partOf` = the overview's route).
 * @template {{ route: string, title: string, splitSections?: boolean, sections: { heading: string, symbols: unknown[] }[] }} P
 * @param {P[]} pages
 * @returns {(P & { parts?: { heading: string, route: string }[], partOf?: string })[]}
 */
export function expandApiPages(pages) {
  return pages.flatMap((page) => {
    const route = page.route.replace(/\/$/, '');
    if (!page.splitSections) return [{ ...page, route }];
    const slug = createSlugger();
    const withSymbols = page.sections.filter((s) => s.symbols.length);
    const parts = withSymbols.map((s) => ({ heading: s.heading, route: `${route}/${slug(s.heading)}` }));
    return [
      { ...page, route, parts },
      ...withSymbols.map((section, i) => ({
        ...page,
        splitSections: undefined,
        route: parts[i].route,
        title: section.heading,
        partOf: route,
        sections: [section],
      })),
    ];
  });
}
