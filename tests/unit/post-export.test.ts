import assert from 'node:assert/strict';
import test from 'node:test';
import { INERT_TYPE } from '../../lib/next-export/markers';
import { lazyChunks, loaderScripts, rewritePage, stripIslands, unexpectedShape } from '../../lib/next-export/post-export';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>` +
  `<script src="/_next/static/chunks/a.js" async=""></script></head><body><p>Text</p>${body}` +
  `<script src="/_next/static/chunks/b.js" async=""></script><script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}\\n"])</script></body></html>`;

test('the framework script tags and preloads become one loader tag that lists them, at the end of the body', () => {
  const { html } = rewritePage(page(''));
  assert.ok(!html.includes('async=""'), 'no script tag is left');
  assert.ok(!html.includes('rel="preload" as="script"'), 'no script preload is left');
  const tags = [...html.matchAll(/<script data-framework-loader="">([\s\S]*?)<\/script>/g)];
  assert.equal(tags.length, 1);
  assert.deepEqual(loaderScripts(tags[0][1]), ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  assert.ok(html.endsWith('</script></body></html>'));
  // At load it only prefetches them (a <link rel=prefetch> each, once the browser is idle); it adds them at an input.
  assert.match(tags[0][1], /"prefetch"/);
  assert.match(tags[0][1], /"click","pointermove","keydown","wheel","focusin"/);
});

test("the framework's inline scripts are kept from running until the loader runs them", () => {
  const { html } = rewritePage(page(''));
  const inline = [...html.matchAll(/<script([^>]*)>(?!\(function)([\s\S]*?)<\/script>/g)];
  assert.deepEqual(
    inline.map((m) => m[1]),
    [` type="${INERT_TYPE}" id="_R_"`, ` type="${INERT_TYPE}"`, ` type="${INERT_TYPE}"`],
  );
  assert.match(inline[2][2], /^self\.__next_f\.push\(\[1,/);
  const loader = /<script data-framework-loader="">([\s\S]*?)<\/script>/.exec(html)![1];
  assert.ok(loader.includes(`script[type="${INERT_TYPE}"]`), 'the loader looks for them');
});

test('rewriting a rewritten page changes nothing', () => {
  const once = rewritePage(page('')).html;
  assert.equal(rewritePage(once).html, once);
});

test("the page script's static chunks are preloaded right after it, once", () => {
  const withScript = page('').replace('</head>', '<script type="module" src="/behaviors/page.js"></script></head>');
  const preload = ['/behaviors/chunk-A.js', '/behaviors/chunk-B.js'];
  const once = rewritePage(withScript, undefined, preload).html;
  assert.ok(
    once.includes(
      '<script type="module" src="/behaviors/page.js"></script><link rel="modulepreload" href="/behaviors/chunk-A.js" fetchpriority="low"/>' +
        '<link rel="modulepreload" href="/behaviors/chunk-B.js" fetchpriority="low"/></head>',
    ),
  );
  assert.equal(rewritePage(once, undefined, preload).html, once);
});

test('a page not shaped as the contract says fails the build with what is missing', () => {
  assert.deepEqual(unexpectedShape(page('')), []);
  const without = (pattern: RegExp) => unexpectedShape(page('').replace(pattern, ''));
  assert.match(without(/<script>self\.__next_f\.push\(\[1,[^<]*<\/script>/).join(), /no inline RSC payload/);
  assert.match(without(/<script src="[^"]*" async=""><\/script>/g).join(), /no framework chunk script/);
  assert.match(without(/<script id="_R_">[^<]*<\/script>/).join(), /no inline Turbopack chunk list/);
  // An island in the HTML whose component the payload does not name: the islands could not be stripped.
  assert.match(unexpectedShape(page('<div data-island="/x">content</div>')).join(), /no ContentIsland element/);
});

test('the chunks the framework loads on demand are found in its code and given to the loader to prefetch', () => {
  const code: Record<string, string> = {
    '/_next/static/chunks/a.js': 'e.l("static/chunks/modal.js");e.l("static/chunks/b.js")',
    '/_next/static/chunks/b.js': 'x="static/chunks/docsearch.css"',
  };
  const lazy = lazyChunks(Object.keys(code), (src) => code[src]);
  // b.js is one of the page's own scripts: not listed again.
  assert.deepEqual(lazy, ['/_next/static/chunks/docsearch.css', '/_next/static/chunks/modal.js']);
  const { html } = rewritePage(page(''), () => lazy);
  const loader = /<script data-framework-loader="">([\s\S]*?)<\/script>/.exec(html)![1];
  assert.ok(loader.endsWith(`,${JSON.stringify(lazy)});`) || loader.includes(JSON.stringify(lazy)), 'the loader carries the list');
  assert.deepEqual(loaderScripts(loader), ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
});

test("an island's row id that is also a tag name (a, b, i) strips only the island's children, not the tag's", () => {
  const stream =
    'a:I[5,[],"ContentIsland"]\n0:[["$","a",null,{"href":"#main","children":"Skip"}],["$","$La",null,{"route":"/x","children":"$L3"}]]\n' +
    '3:["$","p",null,{}]\n';
  const { stream: out, islands } = stripIslands(stream);
  assert.equal(islands, 1);
  assert.match(out, /\["\$","a",null,\{"href":"#main","children":"Skip"\}\]/);
  assert.match(out, /\["\$","\$La",null,\{"route":"\/x"\}\]/);
});
