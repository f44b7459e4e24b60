import { getPageDescriptions } from '../api/descriptions';
import { paramAnchors } from '../api/render';
import { CALLABLE_KINDS, descriptionsRoute, getApiManifest, pageSymbols, type ApiPageData } from '../api/symbols';
import { CONTENT_DIR } from '../files/content-dir';
import { routeToSlug } from '../files/routes';
import { createSlugger, type DocHeading } from '../mdast/mdx-tree.mjs';
import type { ApiDoc } from './doc';

/** The ids of an API page's section headings, in order (the page shows them as h2 unless it is a section page). */
export function apiSectionIds(api: ApiPageData): string[] {
  const slug = createSlugger();
  return api.sections.map((section) => slug(section.heading));
}

/** Headings of an API page: one h2 per section, one h3 per symbol whose id is its qualified name. */
export function apiHeadings(api: ApiPageData): DocHeading[] {
  const sectionIds = apiSectionIds(api);
  const headings: DocHeading[] = [];
  api.sections.forEach((section, i) => {
    // A section page's title is its section's heading; an overview lists its symbols without headings.
    if (!api.partOf) headings.push({ depth: 2, id: sectionIds[i], text: section.heading });
    if (api.parts) return;
    // A section page's symbols are its h2 headings, their members h3.
    const depth = api.partOf ? 2 : 3;
    for (const symbol of section.symbols) {
      headings.push({ depth, id: symbol.qualname, text: symbol.kind === 'cli' && symbol.prog ? symbol.prog : symbol.name });
      for (const member of symbol.members ?? []) headings.push({ depth: depth + 1, id: member.qualname, text: member.name });
    }
  });
  return headings;
}

/** What an API page holds, counted from its data, so cards and meta descriptions say only what is true. */
export function apiPageSummary(api: ApiPageData, contentDir = CONTENT_DIR): string {
  const symbols = pageSymbols(api);
  const top = api.sections.reduce((n, s) => n + s.symbols.length, 0);
  const callables = symbols.filter((s) => CALLABLE_KINDS.has(s.kind));
  const withCallForm = callables.filter((s) => s.signature).length;
  const examples = Object.entries(getPageDescriptions(descriptionsRoute(api), contentDir).symbols).filter(
    ([q, d]) => d?.example && symbols.some((s) => s.qualname === q),
  ).length;
  if (api.parts) return `Python API reference for ${api.title}: ${top} symbols in ${api.parts.length} sections, each on its own page.`;
  const parts = [`${top} documented symbol${top === 1 ? '' : 's'}`];
  if (callables.length)
    parts.push(
      withCallForm === callables.length
        ? 'call forms and parameters for every callable'
        : `call forms for ${withCallForm} of ${callables.length} callables`,
    );
  if (examples) parts.push(`${examples} example${examples === 1 ? '' : 's'}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `Python API reference for ${api.title}: ${list}.`;
}

/** An API reference page of the manifest, from its page of the API data. */
export function apiDoc(api: ApiPageData, contentDir = CONTENT_DIR): ApiDoc {
  const manifest = getApiManifest(contentDir);
  const isQualname = (id: string) => manifest.byQualname.has(id);
  return {
    kind: 'api',
    api,
    route: api.route,
    slug: routeToSlug(api.route),
    title: api.title,
    description: apiPageSummary(api, contentDir),
    keywords: [
      'api',
      'reference',
      ...(api.partOf ? [api.partOf.split('/').at(-1)!] : []),
      ...api.title.split(/[^a-z0-9-]+/i).filter(Boolean),
    ],
    unlisted: false,
    hideToc: false,
    sidebar: 'api',
    headings: apiHeadings(api),
    anchors: api.parts ? [] : pageSymbols(api).flatMap((s) => paramAnchors(s, isQualname)),
  };
}
