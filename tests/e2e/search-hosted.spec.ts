import { expect, test, type Page } from '@playwright/test';
import { EXTERNAL_HIT, startAlgoliaStub } from '../support/algolia-stub';
import { site } from '../../lib/site/config';
import { markWindow, openSearchModal, pauseClockSoon, useSearchConfig, windowMarker } from './helpers';

// Hosted mode: /search-config.json says Algolia is configured, and its hosts point at a local
// endpoint that speaks Algolia's search route (answering from the built index).
let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;
test.beforeAll(async () => {
  stub = await startAlgoliaStub();
});
test.afterAll(async () => stub.close());

async function useHostedSearch(page: Page, hosts = stub.hosts) {
  await useSearchConfig(page, 'hosted', hosts);
  return openSearchModal(page);
}

const searches = () => stub.requests.filter((r) => r.path === '/1/indexes/*/queries');

const SNIPPET_LEVELS = ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];
// Spec §7: a language facet filter and the documentation-version tag filters on every query.
const FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

test('modal queries go to Algolia with the keys in the URL and every parameter of spec §7', async ({ page }) => {
  stub.setMode('ok');
  const before = searches().length;
  const input = await useHostedSearch(page);
  await input.fill('schedules');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const request = searches().slice(before).at(-1)!;
  expect(request.method).toBe('POST');
  expect(request.query.get('x-algolia-application-id')).toBe('TESTAPP');
  expect(request.query.get('x-algolia-api-key')).toBe('search-only-key');
  const { requests } = request.body as { requests: Record<string, unknown>[] };
  expect(requests).toHaveLength(1);
  expect(requests[0]).toEqual({
    indexName: 'docs-beta',
    query: 'schedules',
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
    attributesToSnippet: SNIPPET_LEVELS.map((a) => `${a}:10`),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: FACET_FILTERS,
  });
});

// Spec §7/§9: snippets of 10 words, 5 on screens up to 768 px wide.
for (const [width, words] of [[1280, 10], [769, 10], [768, 5], [700, 5]] as const) {
  test(`at ${width} px wide, snippets are ${words} words`, async ({ page }) => {
    stub.setMode('ok');
    await page.setViewportSize({ width, height: 900 });
    const before = searches().length;
    const input = await useHostedSearch(page);
    await input.fill('sensor');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const body = (searches().slice(before).at(-1)!.body as { requests: { attributesToSnippet: string[]; facetFilters: unknown }[] }).requests[0];
    expect(body.attributesToSnippet).toEqual(SNIPPET_LEVELS.map((a) => `${a}:${words}`));
    expect(body.facetFilters).toEqual(FACET_FILTERS);
  });
}

test('no results offers the missing-results link', async ({ page }) => {
  stub.setMode('ok');
  const input = await useHostedSearch(page);
  await input.fill('qqqzzzx');
  const noResults = page.locator('.DocSearch-NoResults');
  await expect(noResults).toContainText('No results for "qqqzzzx"');
  await expect(noResults).toContainText('Believe this query should return results?');
  await expect(noResults.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', 'https://github.com/dagster-io/dagster/issues/new?title=qqqzzzx');
});

test('an API error (403) is reported in the console with its status and message, not as a crash', async ({ page }) => {
  stub.setMode('forbidden');
  const warnings: string[] = [];
  // Only the app's own warning counts: Chromium also logs "Failed to load resource ... 403" as an error.
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('search: ')) warnings.push(m.text());
  });
  const input = await useHostedSearch(page);
  await input.fill('assets');
  await expect.poll(() => warnings).toContain('search: ApiError 403 Invalid Application-ID or API key');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Dropdown')).not.toContainText('Unable to fetch results');
});

test("a host that never answers ends in the network error screen and the client's 'Unreachable hosts' error", async ({ page }) => {
  stub.setMode('hang');
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('search: ')) warnings.push(m.text());
  });
  const input = await useHostedSearch(page);
  await input.fill('assets');
  await expect.poll(() => warnings.at(-1), { timeout: 15_000 }).toMatch(/^search: RetryError Unreachable hosts - /);
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('Unable to fetch results', { timeout: 15_000 });
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('You might want to check your network connection.');
});

test('the /search page queries the hosted index with the language and version facet filters', async ({ page }) => {
  stub.setMode('ok');
  await useSearchConfig(page, 'hosted', stub.hosts);
  const before = searches().length;
  await page.goto('/search?q=partitions');
  await expect(page.locator('.search-page-group').first()).toBeVisible();
  const body = (searches().slice(before).at(-1)!.body as { requests: Record<string, unknown>[] }).requests[0];
  expect(body).toMatchObject({ indexName: 'docs-beta', query: 'partitions', facetFilters: FACET_FILTERS });
});

test('absolute hit URLs on the site become site paths (with their anchors)', async ({ page }) => {
  stub.setMode('ok');
  const input = await useHostedSearch(page);
  const answer = page.waitForResponse((r) => r.url().includes('/queries') && r.request().postData()!.includes('"query":"sensor"'));
  await input.fill('sensor');
  const urls = ((await (await answer).json()) as { results: { hits: { url: string }[] }[] }).results[0].hits.map((h) => h.url);
  expect(urls.every((u) => u.startsWith(`${site.url}/`))).toBe(true);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(1);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/[^/]/);
    expect(urls).toContain(`${site.url}${href}`);
  }
  expect(hrefs.some((h) => h.includes('#'))).toBe(true);
});

for (const how of ['click', 'Enter'] as const) {
  test(`a hit on another site stays absolute and loads in full (${how})`, async ({ page }) => {
    stub.setMode('ok');
    await page.route('https://dagster.io/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>' }));
    const input = await useHostedSearch(page);
    await markWindow(page);
    await input.fill('qwzx');
    const hit = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    await expect(hit).toHaveAttribute('href', EXTERNAL_HIT.url);
    if (how === 'click') await hit.click();
    else await page.keyboard.press('Enter');
    await expect(page).toHaveURL(EXTERNAL_HIT.url);
    await expect(page.locator('h1')).toHaveText('Elsewhere');
    expect(await windowMarker(page)).toBeUndefined();
  });
}

/** One XMLHttpRequest as the page saw it: when it was opened, when its headers arrived, when it was aborted. */
type XhrEntry = { url: string; opened: number; headers?: number; aborted?: number };

// Spec §9: connect 1 s, read 2 s. A second stub plays the failing host; the main stub answers next.
// The page's clock is paused and only moves when the test moves it, so the measured wait is exact however
// loaded the machine is: the client's timers and performance.now() both run on that clock.
for (const [mode, timeout] of [['hang', 1000], ['partial', 2000]] as const) {
  test(`a host that ${mode === 'hang' ? 'never connects' : 'sends no body'} is abandoned after ${timeout} ms and the next host answers`, async ({ page }) => {
    stub.setMode('ok');
    const failing = await startAlgoliaStub('/nonexistent');
    try {
      failing.setMode(mode);
      // When each request is opened, when its headers arrive (the read timer starts then) and when the client
      // aborts it.
      await page.addInitScript(() => {
        const log: XhrEntry[] = [];
        Object.assign(window, { xhrLog: log });
        const entries = new WeakMap<XMLHttpRequest, XhrEntry>();
        const { open, abort } = XMLHttpRequest.prototype;
        XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
          const entry: XhrEntry = { url: String(args[1]), opened: performance.now() };
          log.push(entry);
          entries.set(this, entry);
          this.addEventListener('readystatechange', () => {
            if (this.readyState === XMLHttpRequest.HEADERS_RECEIVED) entry.headers = performance.now();
          });
          return open.apply(this, args);
        } as typeof open;
        XMLHttpRequest.prototype.abort = function (this: XMLHttpRequest) {
          const entry = entries.get(this);
          if (entry) entry.aborted = performance.now();
          return abort.call(this);
        };
      });
      await page.clock.install();
      const input = await useHostedSearch(page, [failing.host, stub.host]);
      await pauseClockSoon(page);
      const xhrLog = () => page.evaluate(() => (window as unknown as { xhrLog: XhrEntry[] }).xhrLog);
      const failingQuery = async () => (await xhrLog()).find((e) => e.url.includes(failing.host) && e.url.includes('/queries'));
      await input.fill('schedules');
      await expect.poll(async () => (await failingQuery()) !== undefined).toBe(true);
      if (mode === 'partial') await expect.poll(async () => (await failingQuery())!.headers !== undefined).toBe(true);
      // The clock stood still while the request went out and its headers came back, so the timer started at the
      // current instant: still waiting 1 ms before the timeout, given up at it. A shorter or longer timeout (or
      // the two swapped) fails this.
      await page.clock.runFor(timeout - 1);
      expect((await failingQuery())!.aborted).toBeUndefined();
      await page.clock.runFor(1);
      const tried = (await failingQuery())!;
      const start = mode === 'hang' ? tried.opened : tried.headers!;
      expect(tried.aborted! - start).toBe(timeout);
      if (mode === 'hang') expect(tried.headers).toBeUndefined();
      await page.clock.resume();
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      // The next host is asked only once the first was given up on.
      const answered = (await xhrLog()).find((e) => e.url.includes(stub.host) && e.url.includes('/queries') && e.opened >= tried.opened)!;
      expect(answered.opened).toBeGreaterThanOrEqual(tried.aborted!);
    } finally {
      await failing.close();
    }
  });
}

test('a failed host is skipped, and tried again after 2 minutes', async ({ page }) => {
  stub.setMode('ok');
  let downTries = 0;
  await page.route('http://127.0.0.9:9/**', (route) => {
    downTries++;
    return route.abort('connectionrefused');
  });
  await page.clock.install();
  const input = await useHostedSearch(page, ['127.0.0.9:9', stub.host]);
  const search = async (query: string) => {
    const before = searches().length;
    await input.fill(query);
    await expect.poll(() => searches().slice(before).some((r) => (r.body as { requests: { query: string }[] }).requests[0].query === query)).toBe(true);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  };
  await search('schedules');
  expect(downTries).toBe(1);
  await search('sensors');
  expect(downTries).toBe(1);
  // The page's clock keeps running between steps (a loaded machine takes seconds), so the checks keep a margin
  // around the 2 minutes: still resting at 110 s (a 1-minute rest fails here), tried again by 125 s.
  await page.clock.fastForward(110_000);
  await search('assets');
  expect(downTries).toBe(1);
  await page.clock.fastForward(15_000);
  await search('partitions');
  expect(downTries).toBe(2);
});
