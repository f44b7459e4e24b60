import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { getContentIndex } from '../../lib/content/content-index';
import { filterToc, pageToc } from '../../lib/page-data/toc';

const fixture = path.resolve('tests/fixtures/content');

/** The `[depth, id]` of each heading of a page compiled with the site's plugins and rendered with its components. */
function compiledHeadingIds(file: string): [number, string][] {
  const root = process.cwd();
  const script = `import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pluginModules } from ${JSON.stringify(path.join(root, 'lib/mdx/plugin-modules.mjs'))};
// TypeScript modules load through tsx as CommonJS: their exports are on the default export.
import componentsModule from ${JSON.stringify(path.join(root, 'components/mdx/index.tsx'))};
const page = await evaluate(${JSON.stringify(fs.readFileSync(file, 'utf8'))}, { ...runtime, ...pluginModules('test') });
process.stdout.write(renderToStaticMarkup(createElement(page.default, { components: componentsModule.mdxComponents })));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return [...run.stdout.matchAll(/<h([1-6]) id="([^"]*)"/g)].map((m) => [Number(m[1]), m[2]]);
}

test('the compiled page has the ids of the heading pass that the content index holds', () => {
  const doc = getContentIndex(fixture).byRoute.get('/guides/first')!;
  const expected: [number, string][] = [
    [2, 'step-one'],
    [3, 'details-here'],
    [4, 'deep-heading'],
    [5, 'too-deep-for-the-toc'],
    [2, 'step-one-1'],
  ];
  assert.deepEqual(
    doc.headings.map((h) => [h.depth, h.id]),
    expected,
  );
  assert.deepEqual(compiledHeadingIds(path.join(fixture, 'guides/first.mdx')), expected);
});

test('the table of contents holds the h2-h4 headings of a page, not h5 or h6', () => {
  // The fixture page has an h2, h3, h4 and h5 (no content page has headings below h3).
  const doc = getContentIndex(fixture).byRoute.get('/guides/first')!;
  assert.deepEqual(
    pageToc(doc).map((e) => `h${e.depth} ${e.id} ${e.title}`),
    ['h2 step-one Step one', 'h3 details-here Details here', 'h4 deep-heading Deep heading', 'h2 step-one-1 Step one'],
  );
});

test("an API page's table of contents stops at its symbols (h3)", () => {
  const doc = getContentIndex(fixture).byRoute.get('/api/assets')!;
  assert.deepEqual(
    pageToc(doc).map((e) => e.id),
    doc.headings.filter((h) => h.depth <= 3).map((h) => h.id),
  );
  assert.ok(
    doc.headings.some((h) => h.depth > 3),
    'the fixture has a member heading the TOC leaves out',
  );
});

test('entries outside levels 2-4 are dropped', () => {
  const entries = [1, 2, 3, 4, 5, 6].map((depth) => ({ depth, id: `h${depth}`, title: `Level ${depth}` }));
  assert.deepEqual(
    filterToc(entries).map((e) => e.id),
    ['h2', 'h3', 'h4'],
  );
});
