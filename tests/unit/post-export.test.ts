import assert from 'node:assert/strict';
import test from 'node:test';
import { loaderScripts, rewritePage } from '../../lib/export/post-export';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>` +
  `<script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Text</p>${body}` +
  `<script src="/_next/static/chunks/b.js" async=""></script></body></html>`;

test('the framework script tags and preloads become one loader tag that lists them, at the end of the body', () => {
  const { html } = rewritePage(page(''));
  assert.ok(!html.includes('async=""'), 'no script tag is left');
  assert.ok(!html.includes('rel="preload" as="script"'), 'no script preload is left');
  const tags = [...html.matchAll(/<script data-framework-loader="">([\s\S]*?)<\/script>/g)];
  assert.equal(tags.length, 1);
  assert.deepEqual(loaderScripts(tags[0][1]), ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  assert.ok(html.endsWith('</script></body></html>'));
  assert.ok(!tags[0][1].includes('addEventListener("load"'), 'nothing waits for the load event');
});

test('rewriting a rewritten page changes nothing', () => {
  const once = rewritePage(page('')).html;
  assert.equal(rewritePage(once).html, once);
});
