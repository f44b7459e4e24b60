/** Writes every page as Markdown (`out/<route>.md`), plus `out/llms.txt` and `out/llms-full.txt`. */
import fs from 'node:fs';
import path from 'node:path';
import { getSiteContentIndex } from '../lib/content/content-index';
import type { ContentIndex, Doc } from '../lib/content/doc';
import { markdownPath } from '../lib/files/routes';
import { listedPagesBySidebar, llmsFullTxt, llmsTxt, siteMarkdown } from '../lib/markdown/site-markdown';
import { getResolvedSidebars } from '../lib/page-data/page-data';

export function writeMarkdownExport(
  outDir: string,
  contentIndex: ContentIndex = getSiteContentIndex(),
  prepared?: (doc: Doc) => string | undefined,
): { pages: number } {
  const sidebars = getResolvedSidebars();
  const markdown = siteMarkdown(contentIndex, sidebars, undefined, prepared);
  for (const [route, text] of markdown) {
    const file = path.join(outDir, markdownPath(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  const groups = listedPagesBySidebar(contentIndex, sidebars);
  fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(groups));
  fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(groups, markdown));
  return { pages: markdown.size };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const outDir = process.argv[2] ?? 'out';
  const { pages } = writeMarkdownExport(outDir);
  console.log(`markdown: ${pages} pages, llms.txt and llms-full.txt in ${outDir}/`);
}
