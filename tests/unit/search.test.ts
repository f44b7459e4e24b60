import assert from 'node:assert/strict';
import { test } from 'node:test';
import { getSiteContentIndex } from '../../lib/content/content-index';
import { buildSearchIndex } from '../../lib/search/build-index';
import { expandIndex } from '../../lib/search/index-format';
import { buildEngine, searchEngine } from '../../lib/search/local-search';
import { getResolvedSidebars } from '../../lib/page-data/page-data';

const contentIndex = getSiteContentIndex();
const index = buildSearchIndex(contentIndex.docs, getResolvedSidebars());
const engine = buildEngine(index.first, index.full);
const request = {
  indexName: 'test',
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
};
const search = (query: string) => searchEngine(engine, { ...request, query });
const pageOf = (url: string) => url.split('#')[0];

test('records have the DocSearch shape; unlisted pages are not indexed', () => {
  const records = expandIndex(index);
  for (const r of records.slice(0, 200)) {
    assert.ok(r.objectID && r.url.startsWith('/'));
    assert.match(r.type, /^(lvl[1-6]|content)$/);
    assert.ok(r.hierarchy.lvl0 && r.hierarchy.lvl1);
  }
  const urls = new Set(records.map((r) => pageOf(r.url)));
  for (const doc of contentIndex.docs) if (doc.unlisted) assert.ok(!urls.has(doc.route), doc.route);
  assert.ok(urls.has('/concepts/assets/thinking-in-assets'));
});

test("searching a page's title finds that page first", () => {
  const titles = new Map<string, string[]>();
  const key = (t: string) => t.toLowerCase();
  // API page titles are plain words ("asset checks"), for which guides rank first by design (#14).
  for (const doc of contentIndex.docs)
    if (!doc.unlisted && doc.kind !== 'api') titles.set(key(doc.title), [...(titles.get(key(doc.title)) ?? []), doc.route]);
  let checked = 0;
  for (const [title, routes] of titles) {
    if (routes.length > 1 || title.length < 6) continue;
    const first = search(title).hits[0];
    assert.ok(first, `no hits for "${title}"`);
    assert.equal(pageOf(first.url), routes[0], `"${title}" found ${first.url} first`);
    checked++;
  }
  assert.ok(checked > 120);
});

test('a concept name finds its concept page above guides that mention it', () => {
  // Most concept pages are unlisted (and so not indexed); these are the listed ones.
  for (const [query, route] of [
    ['thinking in assets', '/concepts/assets/thinking-in-assets'],
    ['understanding assets', '/concepts/understanding-assets'],
  ]) {
    const pages = search(query).hits.map((h) => pageOf(h.url));
    assert.equal(pages[0], route, query);
    assert.ok(new Set(pages).size > 1, `${query}: other pages match too`);
  }
});

test('a one-letter typo still finds the page', () => {
  assert.equal(pageOf(search('Thinkng in assets').hits[0].url), '/concepts/assets/thinking-in-assets');
  assert.equal(pageOf(search('Declarative Automaton').hits[0].url), '/guides/declarative-automation');
  assert.equal(pageOf(search('partitoning assets').hits[0].url), '/guides/partitioning');
});

test('hits carry escaped highlight and snippet results with <mark> tags', () => {
  const { hits, nbHits, queryID } = search('asset');
  assert.ok(nbHits >= hits.length && hits.length === 20);
  assert.ok(queryID);
  const withContent = hits.find((h) => h.content && /asset/i.test(h._snippetResult.content.value))!;
  assert.match(withContent._snippetResult.content.value, /<mark>asset/i);
  // Snippets of 10 words (5 on narrow screens, which DocSearch asks for as content:5); a snippet cut
  // from longer text holds exactly that many words, besides the ellipses at the cuts.
  const wordsOf = (value: string) => value.split(/\s+/).filter((w) => w && w !== '…').length;
  for (const [words, result] of [
    [10, search('asset')],
    [5, searchEngine(engine, { ...request, query: 'asset', attributesToSnippet: ['content:5'] })],
  ] as const) {
    const cut = result.hits.map((h) => h._snippetResult.content.value).filter((v) => v.includes('…'));
    assert.ok(cut.length > 3, `${words} words: ${cut.length} cut snippets`);
    assert.deepEqual(
      cut.map(wordsOf),
      cut.map(() => words),
      cut.join('\n'),
    );
  }
  const html = searchEngine(buildEngine({ pages: [['/x', 'Docs', 'Page <b>', 'Use <script> & assets', [], []]], leads: [], blocks: 0 }), {
    ...request,
    query: 'assets',
  }).hits[0];
  assert.equal(html._highlightResult.content.value, 'Use &lt;script&gt; &amp; <mark>assets</mark>');
  assert.equal(html._highlightResult.hierarchy.lvl1.value, 'Page &lt;b&gt;');
});

test('the hosts cache keys on the host whatever state is stored with it, and keeps the state as it is', async () => {
  const { hostsCache } = await import('../../lib/search/hosted');
  const state = { url: 'cache-test.algolia.net', protocol: 'https', status: 'down', isUp: () => false };
  await hostsCache.set(state, state);
  const found = await hostsCache.get({ url: 'cache-test.algolia.net', protocol: 'https' }, () => Promise.resolve(null));
  // The same object, methods included: Algolia's own cache would key on the state too and store it as JSON.
  assert.equal(found, state);
  await hostsCache.delete(state);
  assert.equal(await hostsCache.get({ url: 'cache-test.algolia.net' }, () => Promise.resolve(null)), null);
});

test('answers are drawn as text: only the highlight tags survive, raw (Algolia) and escaped (embedded engine) alike', async () => {
  const { safeHighlight, safeUrl } = await import('../../lib/search/safe-html');
  const raw = '<mark>Page</mark> <img src=x onerror="alert(1)"> & <script>x</script>';
  const escaped = '<mark>Page</mark> &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;script&gt;x&lt;/script&gt;';
  const safe = '<mark>Page</mark> &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;script&gt;x&lt;/script&gt;';
  assert.equal(safeHighlight(raw), safe);
  assert.equal(safeHighlight(escaped), safe);
  // A tag that merely looks like the highlight tag is text too.
  assert.equal(safeHighlight('<mark class="x">a</mark>'), '&lt;mark class=&quot;x&quot;&gt;a</mark>');
  assert.deepEqual(['/guides/docker#x', 'https://dagster.io/', 'javascript:alert(1)', 'data:text/html,x', '//evil.example/'].map(safeUrl), [
    '/guides/docker#x',
    'https://dagster.io/',
    '#',
    '#',
    '#',
  ]);
});
