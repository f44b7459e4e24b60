import fs from 'node:fs';
import path from 'node:path';
import type { ContentIndex, Doc } from '../content/doc';
import { CONTENT_DIR } from '../files/content-dir';
import { markdownPath } from '../files/routes';
import { flattenSidebar } from '../sidebar/navigation';
import type { ResolvedItem, SidebarId } from '../sidebar/types';
import { site } from '../site/config';
import { apiToMarkdown } from './api-to-markdown';
import { mdxToMarkdown, type GeneratedListings } from './mdx-to-markdown';

export const markdownUrl = (route: string) => `${site.url}${markdownPath(route)}`;

const SIDEBAR_TITLES: Record<SidebarId, string> = {
  docs: 'Docs',
  integrations: 'Integrations',
  dagsterPlus: 'Dagster+',
  api: 'API reference',
};

function listings(contentIndex: ContentIndex, sidebars: Record<SidebarId, ResolvedItem[]>): GeneratedListings {
  const describe = (route: string) => {
    const doc = contentIndex.byRoute.get(route);
    return doc ? [{ title: doc.sidebarLabel ?? doc.title, route, description: doc.description }] : [];
  };
  return {
    integrations: flattenSidebar(sidebars.integrations)
      .filter((l) => l.href !== '/integrations')
      .flatMap((l) => describe(l.href)),
    apiPages: contentIndex.docs.filter((d) => d.kind === 'api').flatMap((d) => describe(d.route)),
  };
}

/**
 * Every page of the site as Markdown, by route, generated from the same MDX and API data as the HTML. `prepared`
 * gives a page's Markdown where it was already made (the build makes it from the content index's parse).
 */
export function siteMarkdown(
  contentIndex: ContentIndex,
  sidebars: Record<SidebarId, ResolvedItem[]>,
  contentDir = CONTENT_DIR,
  prepared: (doc: Doc) => string | undefined = () => undefined,
): Map<string, string> {
  const pageListings = listings(contentIndex, sidebars);
  const out = new Map<string, string>();
  for (const doc of contentIndex.docs) out.set(doc.route, prepared(doc) ?? docMarkdown(doc, pageListings, contentDir));
  return out;
}

function docMarkdown(doc: Doc, pageListings: GeneratedListings, contentDir: string): string {
  if (doc.kind === 'api') return apiToMarkdown(doc.api, { title: doc.title, description: doc.description });
  const source = fs.readFileSync(path.join(contentDir, doc.file), 'utf8');
  try {
    return mdxToMarkdown(source, doc, pageListings);
  } catch (error) {
    throw new Error(`${doc.file}: cannot convert to Markdown: ${(error as Error).message}`);
  }
}

/** Listed pages in sidebar order, each once; listed pages that no sidebar holds come last. */
export function listedPagesBySidebar(
  contentIndex: ContentIndex,
  sidebars: Record<SidebarId, ResolvedItem[]>,
): { title: string; docs: Doc[] }[] {
  const seen = new Set<string>();
  const groups = (Object.keys(SIDEBAR_TITLES) as SidebarId[]).map((id) => ({
    title: SIDEBAR_TITLES[id],
    docs: flattenSidebar(sidebars[id]).flatMap((l) => {
      const doc = contentIndex.byRoute.get(l.href);
      if (!doc || doc.unlisted || seen.has(doc.route)) return [];
      seen.add(doc.route);
      return [doc];
    }),
  }));
  const rest = contentIndex.docs.filter((d) => !d.unlisted && !seen.has(d.route));
  if (rest.length) groups.push({ title: 'Other pages', docs: rest });
  return groups;
}

/** `/llms.txt` in the llmstxt.org format: title, summary, then one section of Markdown links per sidebar. */
export function llmsTxt(groups: { title: string; docs: Doc[] }[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline} These are the docs for Dagster 1.9 and Dagster+, its hosted plan: concepts and guides, integrations, the Dagster+ section and the Python API reference. Every link below points to the page as Markdown.`,
    '',
    `The full text of every listed page, in this order, is at ${site.url}/llms-full.txt. Each page is also at its own URL with \`.md\` appended.`,
  ];
  for (const group of groups) {
    lines.push('', `## ${group.title}`, '');
    for (const doc of group.docs) lines.push(`- [${doc.title}](${markdownUrl(doc.route)}): ${doc.description}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `/llms-full.txt`: the Markdown of every listed page, in sidebar order, each with its URL. */
export function llmsFullTxt(groups: { title: string; docs: Doc[] }[], markdown: Map<string, string>): string {
  return groups
    .flatMap((group) => group.docs)
    .map((doc) => `Source: ${site.url}${doc.route === '/' ? '/' : doc.route}\n\n${markdown.get(doc.route) ?? ''}`)
    .join('\n---\n\n');
}
