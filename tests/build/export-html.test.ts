import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { exportFiles } from '../../lib/files/export-files';
import { htmlPath, payloadPath } from '../../lib/files/routes';
import { parseFlight, stripIslands } from '../../lib/next-export/post-export';
import { BEHAVIORS_URL } from '../../lib/site/script-urls.mjs';
import { withStaticImports } from '../../bench/lib/page-weight';

// Runs after the build, over every exported page.
const pages = exportFiles('out').filter((f) => f.endsWith('.html'));

test('no page has React Suspense outlining (content hidden until an inline script reveals it)', () => {
  assert.ok(pages.length > 100);
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    for (const marker of ['<div hidden id="S:', '$RC(', '$RB', '<template id="B:']) assert.ok(!html.includes(marker), `${file}: ${marker}`);
  }
});

test('content pages fetch the framework on demand, not at load, and keep their content out of the inline payload', () => {
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    assert.ok(!/<script src="\/_next\/[^"]*" async/.test(html), `${file}: async framework script tag`);
    assert.ok(!/<link rel="preload" as="script"/.test(html), `${file}: script preload`);
    assert.equal((html.match(/self\.__next_f\.push\(\[1,/g) ?? []).length, 1, `${file}: one inline payload push`);
  }
  const docker = fs.readFileSync('out/guides/docker.html', 'utf8');
  // The loader (lib/next-export/post-export.ts) starts the app at a first input; the e2e tests check it does.
  assert.match(docker, /<script data-framework-loader="">(?:(?!<\/script>)[\s\S])*"click","pointermove","keydown","wheel","focusin"/);
  // At load it only prefetches (tests/e2e/before-app.spec.ts checks that no framework script runs before an input).
  assert.match(docker, /<script data-framework-loader="">(?:(?!<\/script>)[\s\S])*\.rel="prefetch"/);
  const payload = JSON.parse(/self\.__next_f\.push\((\[1,[\s\S]*?\])\)<\/script>/.exec(docker)![1])[1] as string;
  assert.ok(!payload.includes('"className":"markdown","children"'), 'the content island has no children in the inline payload');
  assert.ok(docker.includes('data-island="/guides/docker"'));
});

test("every page preloads its own script's static chunks, all of them and only them", () => {
  const read = (url: string) => fs.readFileSync(path.join('out', url));
  const chunks = [...new Set(withStaticImports(BEHAVIORS_URL, read).slice(1))].sort();
  assert.ok(chunks.length > 0, 'the page script imports chunks');
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low"\/>/g)].map((m) => m[1]).sort();
    assert.equal((html.match(/rel="modulepreload"/g) ?? []).length, preloaded.length, `${file}: every module preload at low priority`);
    assert.deepEqual(preloaded, chunks, file);
  }
});

test('the payload files client navigation fetches carry no content either: it is only in the HTML', () => {
  const docker = fs.readFileSync('out/guides/docker.html', 'utf8');
  // A sentence of the guide's body: in the HTML once, in no payload file.
  const sentence = /<p>([^<]{60,})<\/p>/.exec(docker.slice(docker.indexOf('class="markdown"')))![1].slice(0, 50);
  assert.equal(docker.split(sentence).length - 1, 1, sentence);
  const payloads = fs
    .readdirSync('out/guides/docker')
    .map((f) => path.join('out/guides/docker', f))
    .concat('out/guides/docker.txt')
    .filter((f) => f.endsWith('.txt'));
  assert.ok(
    payloads.some((f) => f.includes('__PAGE__')),
    payloads.join(', '),
  );
  for (const file of payloads) {
    const text = fs.readFileSync(file, 'utf8');
    assert.ok(!text.includes(sentence), `${file} holds the content`);
    assert.ok(!text.includes('"className":"markdown","children"'), `${file} holds the content island's children`);
  }
  assert.match(fs.readFileSync('out/guides/docker.txt', 'utf8'), /"route":"\/guides\/docker"/);
});

test('the sidebar is an island too: in the HTML once, in no payload', () => {
  for (const route of ['/guides/docker', '/api/assets/asset-definitions']) {
    const html = fs.readFileSync(`out${htmlPath(route)}`, 'utf8');
    const sidebar = html.slice(html.indexOf(`data-island="sidebar:${route}"`), html.indexOf('</aside>'));
    const active = /<a class="menu-link menu-link--active" href="([^"]+)" aria-current="page">/.exec(sidebar);
    assert.equal(active?.[1], route, `${route}: active sidebar entry`);
    const links = [...sidebar.matchAll(/<a class="menu-link" href="(\/[^"]+)">([^<]+)<\/a>/g)];
    assert.ok(links.length > 3, `${route}: sidebar links`);
    const payloads = [`out${payloadPath(route)}`, ...fs.readdirSync(`out${route}`).map((f) => `out${route}/${f}`)].filter((f) =>
      f.endsWith('.txt'),
    );
    // No sidebar markup (its lists are class menu-list--level-N) in the inline payload or any payload file.
    assert.ok(
      !html.slice(html.indexOf('self.__next_f.push')).includes('menu-list--level'),
      `${route}: sidebar entries in the inline payload`,
    );
    for (const file of payloads) assert.ok(!fs.readFileSync(file, 'utf8').includes('menu-list--level'), `${file} holds sidebar entries`);
  }
});

test('the navbar is in the HTML once and in no payload: each payload names its client component', () => {
  for (const route of ['/guides/docker', '/api/assets/asset-definitions', '/search']) {
    const html = fs.readFileSync(`out${htmlPath(route)}`, 'utf8');
    const dir = `out${route}`;
    const payloads = [`out${payloadPath(route)}`, ...(fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => `${dir}/${f}`) : [])].filter(
      (f) => f.endsWith('.txt'),
    );
    assert.ok(
      payloads.some((f) => f.endsWith('__next._index.txt')),
      `${route}: ${payloads.join(', ')}`,
    );
    // The names of the menu's two buttons: once in the HTML, in the navbar itself.
    for (const marker of ['Toggle navigation bar', 'Close navigation bar']) {
      assert.equal(html.split(marker).length - 1, 1, `${route}: ${marker} in the HTML`);
      for (const file of payloads) assert.ok(!fs.readFileSync(file, 'utf8').includes(marker), `${file} holds the navbar's markup`);
    }
  }
});

test('stripIslands removes island children and the rows only they used, and keeps text rows intact', () => {
  const text = 'héllo';
  const stream =
    '1:"ContentIsland"\n2:I[5,[],"$1"]\n0:["$","div",null,{"children":["$","$L2",null,{"route":"/x","children":"$L3"}]}]\n' +
    `3:["$","p",null,{"children":"$4"}]\n4:T${Buffer.byteLength(text).toString(16)},${text}5:["$","b",null,{}]\n0a:"kept"\n`;
  const { stream: out, islands } = stripIslands(stream);
  assert.equal(islands, 1);
  const ids = parseFlight(out).map((r) => r.id);
  assert.deepEqual(ids, ['1', '2', '0']);
  assert.match(out, /"route":"\/x"\}\]/);
});
