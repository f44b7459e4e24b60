import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getSiteContentIndex } from '../../lib/content/content-index';
import { listMdxFiles } from '../../lib/content/mdx-doc';
import { CONTENT_DIR } from '../../lib/files/content-dir';
import {
  fileToRoute,
  htmlPath,
  markdownPath,
  normalizeRoute,
  NOT_A_ROUTE,
  payloadPath,
  routeOfHtmlPath,
  routeToSlug,
} from '../../lib/files/routes';

test('file paths map to routes, index files to their folder', () => {
  assert.equal(fileToRoute('index.mdx'), '/');
  assert.equal(fileToRoute('guides/index.mdx'), '/guides');
  assert.equal(fileToRoute('concepts/assets/asset-checks.mdx'), '/concepts/assets/asset-checks');
  assert.equal(fileToRoute('concepts\\assets\\index.mdx'), '/concepts/assets');
});

test('.html, /index.html and trailing slashes normalise to the bare route', () => {
  assert.equal(normalizeRoute('/guides/'), '/guides');
  assert.equal(normalizeRoute('/guides.html'), '/guides');
  assert.equal(normalizeRoute('/guides/index.html'), '/guides');
  assert.equal(normalizeRoute('/index.html'), '/');
});

test('a route maps to its exported files: HTML, payload and Markdown', () => {
  assert.deepEqual([htmlPath('/'), payloadPath('/'), markdownPath('/')], ['/index.html', '/index.txt', '/index.md']);
  assert.deepEqual(
    [htmlPath('/guides/x'), payloadPath('/guides/x'), markdownPath('/guides/x')],
    ['/guides/x.html', '/guides/x.txt', '/guides/x.md'],
  );
  assert.equal(routeOfHtmlPath('/guides/x/index.html'), '/guides/x');
  assert.ok(NOT_A_ROUTE.has('/404.html'));
});

test('every page route goes to its files and back', () => {
  const contentIndex = getSiteContentIndex();
  const fromFiles = new Set(listMdxFiles(CONTENT_DIR).map(fileToRoute));
  for (const doc of contentIndex.docs) {
    if (doc.kind === 'mdx') assert.equal(fileToRoute(doc.file), doc.route);
    else assert.ok(!fromFiles.has(doc.route) || contentIndex.warnings.some((w) => w.includes(doc.route)), doc.route);
    assert.equal(routeOfHtmlPath(htmlPath(doc.route)), doc.route);
    assert.equal(normalizeRoute(htmlPath(doc.route)), doc.route);
    assert.equal(normalizeRoute(`${doc.route}/`), doc.route);
    assert.equal(`/${routeToSlug(doc.route).join('/')}`, doc.route);
    assert.ok(!NOT_A_ROUTE.has(htmlPath(doc.route)), doc.route);
    for (const file of [markdownPath(doc.route), payloadPath(doc.route)])
      assert.equal(file.replace(/\.(md|txt)$/, '.html'), htmlPath(doc.route));
  }
});
