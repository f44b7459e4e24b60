import assert from 'node:assert/strict';
import { test } from 'node:test';
import expected from '../fixtures/expected-routes.json';
import { checkDocs } from '../../lib/checks/content';
import { getContentIndex } from '../../lib/content/content-index';
import type { MdxDoc } from '../../lib/content/doc';

const contentIndex = getContentIndex();
const mdxDocs = contentIndex.docs.filter((d): d is MdxDoc => d.kind === 'mdx');

test('every route of the original site exists with its title and unlisted flag', () => {
  const missing = expected.filter((e) => !contentIndex.byRoute.has(e.route)).map((e) => e.route);
  assert.deepEqual(missing, []);
  for (const e of expected) {
    const doc = contentIndex.byRoute.get(e.route)!;
    assert.equal(doc.title, e.title, e.route);
    assert.equal(doc.unlisted, e.unlisted, `${e.route} unlisted`);
  }
});

test('every page passes the content checks: prose, placeholders, links, symbols, Python and YAML', () => {
  assert.deepEqual(contentIndex.errors, []);
  const errors = checkDocs(mdxDocs, contentIndex).filter((p) => p.severity === 'error');
  assert.deepEqual(
    errors.map((e) => `${e.file}:${e.line}: ${e.message}`),
    [],
  );
});

test('every integration page has an install command, a Python example and 200 words of prose', () => {
  const pages = mdxDocs.filter((d) => d.route.startsWith('/integrations/'));
  assert.ok(pages.length >= 51);
  for (const doc of pages) {
    assert.ok(
      doc.analysis.code.some((c) => /pip install/.test(c.value)),
      `${doc.route}: no pip install`,
    );
    assert.ok(
      doc.analysis.code.some((c) => c.lang === 'python'),
      `${doc.route}: no python example`,
    );
    assert.ok(doc.analysis.proseWords >= 200, `${doc.route}: ${doc.analysis.proseWords} words`);
    assert.match(doc.title, /^Dagster & /, doc.route);
  }
});

test('a PyObject naming an unknown symbol is an error naming the file', () => {
  const doc = { ...mdxDocs[0], analysis: { ...mdxDocs[0].analysis, pyObjects: [{ module: 'dagster', object: 'NoSuchThing', line: 7 }] } };
  const problems = checkDocs([doc], contentIndex, { python: false });
  assert.ok(
    problems.some((p) => p.file === doc.file && p.line === 7 && /dagster\.NoSuchThing, which is not in the API manifest/.test(p.message)),
  );
});

test('placeholder words and thin pages are errors', () => {
  const doc = mdxDocs.find((d) => d.route === '/concepts/partitions')!;
  const thin = { ...doc, analysis: { ...doc.analysis, proseWords: 40, sections: [{ trail: [], text: 'This part is TBD.' }] } };
  const messages = checkDocs([thin], contentIndex, { python: false }).map((p) => p.message);
  assert.ok(messages.some((m) => /only 40 words of prose/.test(m)));
  assert.ok(messages.some((m) => /placeholder text: 'TBD'/.test(m)));
});
