import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { getContentIndex } from '../../lib/content/content-index';
import { loadMdxDoc, sidebarForRoute } from '../../lib/content/mdx-doc';

const fixture = path.resolve('tests/fixtures/content');

test('the content index holds every MDX page and every API page, with sidebars by section', () => {
  const contentIndex = getContentIndex(fixture);
  assert.deepEqual(contentIndex.errors, []);
  assert.deepEqual([...contentIndex.byRoute.keys()].sort(), ['/', '/api/assets', '/guides', '/guides/first', '/guides/secret']);
  assert.equal(contentIndex.byRoute.get('/guides/secret')!.unlisted, true);
  assert.equal(contentIndex.byRoute.get('/guides/first')!.sidebarLabel, 'First');
  assert.equal(sidebarForRoute('/integrations/dbt'), 'integrations');
  assert.equal(sidebarForRoute('/dagster-plus'), 'dagsterPlus');
  assert.equal(sidebarForRoute('/reference/dagster-yaml'), 'api');
  assert.equal(sidebarForRoute('/changelog'), null);
});

test('heading ids follow the slugger, repeated headings are numbered, PyObject text is read', () => {
  const doc = getContentIndex(fixture).byRoute.get('/guides/first')!;
  assert.deepEqual(
    doc.headings.map((h) => [h.depth, h.id]),
    [
      [2, 'step-one'],
      [3, 'details-here'],
      [4, 'deep-heading'],
      [5, 'too-deep-for-the-toc'],
      [2, 'step-one-1'],
    ],
  );
  assert.equal(doc.kind, 'mdx');
  if (doc.kind === 'mdx') assert.match(doc.analysis.sections[0].text, /@asset/);
});

test('API pages get one heading per section and symbol, ids equal to qualified names', () => {
  const doc = getContentIndex(fixture).byRoute.get('/api/assets')!;
  assert.deepEqual(
    doc.headings.map((h) => h.id),
    ['asset-definitions', 'dagster.asset', 'dagster.AssetSpec', 'dagster.AssetSpec.replace_attributes'],
  );
});

test('bad front matter and broken MDX fail with the file path', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  fs.writeFileSync(path.join(dir, 'bad.mdx'), '---\ntitle: 3\nfoo: bar\n---\n\nText\n');
  fs.writeFileSync(
    path.join(dir, 'broken.mdx'),
    '---\ntitle: Broken\ndescription: A page whose MDX does not parse at all.\n---\n\n<Admonition>\n',
  );
  assert.throws(
    () => loadMdxDoc('bad.mdx', dir),
    /bad\.mdx:3: invalid front matter: unknown key 'foo'; 'title' must be a non-empty string/,
  );
  assert.throws(() => loadMdxDoc('broken.mdx', dir), /broken\.mdx:6:1: MDX does not parse: Expected a closing tag for `<Admonition>`/);
  const contentIndex = getContentIndex(dir);
  assert.deepEqual(contentIndex.errors.map((e) => e.file).sort(), ['bad.mdx', 'broken.mdx']);
});

test('a duplicate route only warns', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-'));
  const page = '---\ntitle: Twice\ndescription: The same route written by two files.\n---\n\nBody.\n';
  fs.mkdirSync(path.join(dir, 'a'));
  fs.writeFileSync(path.join(dir, 'a.mdx'), page);
  fs.writeFileSync(path.join(dir, 'a', 'index.mdx'), page);
  const contentIndex = getContentIndex(dir);
  assert.equal(contentIndex.docs.length, 1);
  assert.match(contentIndex.warnings[0], /Duplicate route \/a/);
});
