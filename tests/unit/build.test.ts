import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pruneUnrequestedPayloads } from '../../lib/next-export/prune-payloads';
import { getManifest } from '../../lib/content/manifest';
import { writeManifestFile } from '../../lib/content/manifest-file';

const fixture = path.resolve('tests/fixtures/content');

/** Titles of the fixture manifest as a fresh process sees it, with DOCS_MANIFEST_FILE set. */
function titlesInChild(manifestFile: string, contentDir: string): Record<string, string> {
  const code = `const { getManifest } = require('./lib/content/manifest.ts');
const m = getManifest(${JSON.stringify(contentDir)});
console.log(JSON.stringify(Object.fromEntries(m.docs.map((d) => [d.route, d.title]))));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, DOCS_MANIFEST_FILE: manifestFile },
  });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test("the build's manifest file is what Next's workers read, and only for the folder it was made from", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  const file = path.join(dir, 'manifest.json');
  const manifest = getManifest(fixture);
  const tampered = { ...manifest, docs: manifest.docs.map((d) => (d.route === '/guides' ? { ...d, title: 'From the file' } : d)) };
  writeManifestFile(file, tampered, fixture);
  assert.equal(titlesInChild(file, fixture)['/guides'], 'From the file');
  writeManifestFile(file, tampered, path.join(fixture, 'elsewhere'));
  assert.notEqual(titlesInChild(file, fixture)['/guides'], 'From the file');
});

test("the manifest file keeps the pages' prose sections beside it, read only when the search index asks for them", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  const file = path.join(dir, 'manifest.json');
  const manifest = getManifest(fixture);
  const longest = (d: (typeof manifest.docs)[number]) =>
    d.kind === 'mdx' ? d.analysis.sections.reduce((a, s) => (s.text.length > a.length ? s.text : a), '') : '';
  const withProse = manifest.docs.reduce((a, d) => (longest(d).length > longest(a).length ? d : a));
  const sentence = longest(withProse);
  assert.ok(sentence.length > 20, sentence);
  writeManifestFile(file, manifest, fixture);
  assert.ok(!fs.readFileSync(file, 'utf8').includes(JSON.stringify(sentence)), 'the pages file holds no prose section');
  const code = `const { getManifest } = require('./lib/content/manifest.ts');
const doc = getManifest(${JSON.stringify(fixture)}).byRoute.get(${JSON.stringify(withProse.route)});
console.log(JSON.stringify(doc.analysis.sections));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], {
    encoding: 'utf8',
    env: { ...process.env, DOCS_MANIFEST_FILE: file },
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
