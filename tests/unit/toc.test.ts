import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { filterToc } from '../../lib/content/toc';

/** The TOC a fixture page exports, compiled with the site's heading plugins (ids, then lib/mdx/rehype-toc-export.mjs). */
function compiledToc(file: string): { depth: number; id: string; title: string }[] {
  const code = `import fs from 'node:fs';
import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import remarkFrontmatter from 'remark-frontmatter';
import rehypeSlug from 'rehype-slug';
import rehypeTocExport from './lib/mdx/rehype-toc-export.mjs';
const page = await evaluate(fs.readFileSync(${JSON.stringify(file)}, 'utf8'), { ...runtime, remarkPlugins: [remarkFrontmatter], rehypePlugins: [rehypeSlug, rehypeTocExport] });
process.stdout.write(JSON.stringify(page.toc));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test('the table of contents holds the h2-h4 headings of a page, not h5 or h6', () => {
  // The fixture page has an h2, h3, h4 and h5 (no content page has headings below h3).
  const exported = compiledToc('tests/fixtures/content/guides/first.mdx');
  const expected = ['h2 step-one', 'h3 details-here', 'h4 deep-heading', 'h2 step-one-1'];
  // Both the page's exported TOC and the one the page shows (filterToc) stop at h4.
  assert.deepEqual(exported.map((e) => `h${e.depth} ${e.id}`), expected);
  assert.deepEqual(filterToc(exported).map((e) => `h${e.depth} ${e.id}`), expected);
});

test('entries outside levels 2-4 are dropped', () => {
  const entries = [1, 2, 3, 4, 5, 6].map((depth) => ({ depth, id: `h${depth}`, title: `Level ${depth}` }));
  assert.deepEqual(filterToc(entries).map((e) => e.id), ['h2', 'h3', 'h4']);
});
