import fs from 'node:fs';
import path from 'node:path';
import type { Doc, MdxTreeHandler } from '../content/doc';
import { listsPages, mdxTreeToMarkdown } from './mdx-to-markdown';

/**
 * The build's Markdown of its MDX pages, made from the parse that builds the content index (one parse per
 * page) and kept in `dir` until `next build` has made the export folder. Pages that list other pages need the
 * whole manifest, so they are left to the Markdown export itself.
 */
export function markdownStage(dir: string): { onTree: MdxTreeHandler; prepared: (doc: Doc) => string | undefined } {
  const fileOf = (doc: Doc) => (doc.kind === 'mdx' ? path.join(dir, `${doc.file}.md`) : undefined);
  return {
    onTree(tree, doc) {
      if (listsPages(tree)) return;
      let markdown: string;
      try {
        markdown = mdxTreeToMarkdown(tree, doc);
      } catch (error) {
        throw new Error(`${doc.file}: cannot convert to Markdown: ${(error as Error).message}`);
      }
      const file = fileOf(doc)!;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, markdown);
    },
    prepared(doc) {
      const file = fileOf(doc);
      return file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    },
  };
}
