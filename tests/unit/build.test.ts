import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pruneUnrequestedPayloads } from '../../lib/next-export/prune-payloads';
import { getContentIndex } from '../../lib/content/content-index';
import { writeContentIndexFile } from '../../lib/content/index-file';

const fixture = path.resolve('tests/fixtures/content');

/** Titles of the fixture content index as a fresh process sees it, with DOCS_CONTENT_INDEX_FILE set. */
function titlesInChild(indexFile: string, contentDir: string): Record<string, string> {
  const code = `const { getContentIndex } = require('./lib/content/content-index.ts');
const m = getContentIndex(${JSON.stringify(contentDir)});
console.log(JSON.stringify(Object.fromEntries(m.docs.map((d) => [d.route, d.title]))));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, DOCS_CONTENT_INDEX_FILE: indexFile },
  });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test("the build's content index file is what Next's workers read, and only for the folder it was made from", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-index-'));
  const file = path.join(dir, 'content-index.json');
  const contentIndex = getContentIndex(fixture);
  const tampered = { ...contentIndex, docs: contentIndex.docs.map((d) => (d.route === '/guides' ? { ...d, title: 'From the file' } : d)) };
  writeContentIndexFile(file, tampered, fixture);
  assert.equal(titlesInChild(file, fixture)['/guides'], 'From the file');
  writeContentIndexFile(file, tampered, path.join(fixture, 'elsewhere'));
  assert.notEqual(titlesInChild(file, fixture)['/guides'], 'From the file');
});

test("the content index file keeps the pages' prose sections beside it, read only when the search index asks for them", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-index-'));
  const file = path.join(dir, 'content-index.json');
  const contentIndex = getContentIndex(fixture);
  const longest = (d: (typeof contentIndex.docs)[number]) =>
    d.kind === 'mdx' ? d.analysis.sections.reduce((a, s) => (s.text.length > a.length ? s.text : a), '') : '';
  const withProse = contentIndex.docs.reduce((a, d) => (longest(d).length > longest(a).length ? d : a));
  const sentence = longest(withProse);
  assert.ok(sentence.length > 20, sentence);
  writeContentIndexFile(file, contentIndex, fixture);
  assert.ok(!fs.readFileSync(file, 'utf8').includes(JSON.stringify(sentence)), 'the pages file holds no prose section');
  const code = `const { getContentIndex } = require('./lib/content/content-index.ts');
const doc = getContentIndex(${JSON.stringify(fixture)}).byRoute.get(${JSON.stringify(withProse.route)});
console.log(JSON.stringify(doc.analysis.sections));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, DOCS_CONTENT_INDEX_FILE: file },
  });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), withProse.kind === 'mdx' ? withProse.analysis.sections : []);
});

test('only the payload files nothing requests are pruned from the export', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
  const files = [
    'guides.html',
    'guides.txt',
    'guides/__next._full.txt',
    'guides/__next._tree.txt',
    'guides/__next._index.txt',
    'guides/__next.$c$slug.__PAGE__.txt',
    '__next._full.txt',
    '__next.__PAGE__.txt',
    'index.txt',
  ];
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(out, f)), { recursive: true });
    fs.writeFileSync(path.join(out, f), 'x');
  }
  assert.deepEqual(pruneUnrequestedPayloads(out), { files: 2, bytes: 2 });
  const left = files.filter((f) => fs.existsSync(path.join(out, f)));
  assert.deepEqual(
    left,
    files.filter((f) => !f.endsWith('__next._full.txt')),
  );
});
