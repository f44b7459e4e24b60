import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { algoliaHosts, EXTERNAL_HIT, startAlgoliaStub } from '../support/algolia-stub';
import { searchConfigFromEnv } from '../../lib/search/config';
import { ANSWERED_ATTRIBUTE, DIALOG_ID } from '../../lib/search/names';
import { site } from '../../lib/site/config';
import { HOSTED_BUILD_ENV, markWindow, openSearchModal, pauseClockSoon, windowMarker } from './helpers';

// Hosted mode as a real build makes it: /search-config.json is what the build writes from HOSTED_BUILD_ENV
// (searchConfigFromEnv, app/search-config.json/route.ts), with no host list, so the client calls Algolia's own
// hosts for the app id. The stub answers at those names: page.route sends the requests on to it.
const BUILD_ENV = HOSTED_BUILD_ENV;
const CONFIG = searchConfigFromEnv(BUILD_ENV);
const HOSTS = algoliaHosts(CONFIG.appId);
/** The hosts a search may go to: the DSN host first, then the three fallbacks in the client's random order. */
const READ_HOSTS = [HOSTS.dsn, ...HOSTS.fallbacks];

// The stub's self-signed certificate stands in for Algolia's.
test.use({ ignoreHTTPSErrors: true });

let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;
test.beforeAll(async () => {
  stub = await startAlgoliaStub(undefined, undefined, { tls: true });
});
test.afterAll(async () => stub.close());

/** Serves the production configuration and answers at Algolia's host names. */
async function useProductionConfig(page: Page) {
  await page.route('**/search-config.json', (route) => route.fulfill({ json: CONFIG }));
  await stub.routeAlgoliaHosts(page, CONFIG.appId);
}

async function useHostedSearch(page: Page) {
  await useProductionConfig(page);
  return openSearchModal(page);
}

/** The routed requests that carried `query`, in order. */
const sentFor = (query: string) =>
  stub.sentToHosts.filter(
    (r) =>
      r.path === '/1/indexes/*/queries' && (JSON.parse(r.body ?? '{}') as { requests?: { query: string }[] }).requests?.[0].query === query,
  );

test('the production configuration: hosted, the keys and index from the build; no host override ships', () => {
  // The scripts a reader's browser runs hold no way to point the client at other hosts (the tests use none).
  const scripts = ['out/behaviors', 'out/_next/static/chunks'].flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => `${dir}/${f}`),
  );
  expect(scripts.length).toBeGreaterThan(10);
  const override = scripts.filter((f) => /ALGOLIA_HOSTS|\(127\\\.\|localhost\)/.test(fs.readFileSync(f, 'utf8')));
  expect(override).toEqual([]);
  expect(CONFIG).toEqual({
    hosted: true,
    appId: 'TESTAPP',
    apiKey: 'search-only-key',
    indexName: 'docs-beta',
    missingResultsUrl: BUILD_ENV.NEXT_PUBLIC_SEARCH_MISSING_RESULTS_URL,
    externalUrlRegex: BUILD_ENV.NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX,
    disableUserPersonalization: false,
  });
});

const searches = () => stub.requests.filter((r) => r.path === '/1/indexes/*/queries');

const SNIPPET_LEVELS = [
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];
// A language facet filter and the documentation-version tag filters on every query.
const FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

test('modal queries go to Algolia with the keys in the URL and every parameter the site sets', async ({ page }) => {
  stub.setMode('ok');
  const before = searches().length;
  const input = await useHostedSearch(page);
  await input.fill('schedules');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const request = searches().slice(before).at(-1)!;
  // Algolia's search host for the app id, over HTTPS, is asked first (a loaded machine can make it miss its 1 s
  // and a fallback host answer).
  expect(sentFor('schedules')[0].host).toBe(HOSTS.dsn);
  expect(READ_HOSTS).toContain(request.host);
  expect(request.method).toBe('POST');
  expect(request.query.get('x-algolia-application-id')).toBe('TESTAPP');
  expect(request.query.get('x-algolia-api-key')).toBe('search-only-key');
  const { requests } = request.body as { requests: Record<string, unknown>[] };
  expect(requests).toHaveLength(1);
  expect(requests[0]).toEqual({
    indexName: 'docs-beta',
    query: 'schedules',
    attributesToRetrieve: ['hierarchy.lvl0', ...SNIPPET_LEVELS, 'type', 'url'],
    attributesToSnippet: SNIPPET_LEVELS.map((a) => `${a}:10`),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: FACET_FILTERS,
  });
});

// Snippets of 10 words, 5 on screens up to 768 px wide.
for (const [width, words] of [
  [1280, 10],
  [769, 10],
  [768, 5],
  [700, 5],
] as const) {
  test(`at ${width} px wide, snippets are ${words} words`, async ({ page }) => {
    stub.setMode('ok');
    await page.setViewportSize({ width, height: 900 });
    const before = searches().length;
    const input = await useHostedSearch(page);
    await input.fill('sensor');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const body = (searches().slice(before).at(-1)!.body as { requests: { attributesToSnippet: string[]; facetFilters: unknown }[] })
      .requests[0];
    expect(body.attributesToSnippet).toEqual(SNIPPET_LEVELS.map((a) => `${a}:${words}`));
    expect(body.facetFilters).toEqual(FACET_FILTERS);
  });
}

test('an answer the reader has typed past is not drawn; what they typed is asked as it returns', async ({ page }) => {
  stub.setMode('ok');
  const input = await useHostedSearch(page);
  // The answer to "as" is held until the reader has typed on to "asset".
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(
    (url) => READ_HOSTS.includes(url.hostname),
    async (route) => {
      const query = (JSON.parse(route.request().postData() ?? '{}') as { requests?: { query: string }[] }).requests?.[0].query ?? '';
      asked.push(query);
      if (query === 'as') await held;
      await route.fallback();
    },
  );
  await page.evaluate(
    ([id, attribute]) => {
      const answered: string[] = ((window as unknown as { answered: string[] }).answered = []);
      const dialog = document.getElementById(id)!;
      new MutationObserver(() => answered.push(dialog.getAttribute(attribute) ?? '')).observe(dialog, { attributeFilter: [attribute] });
    },
    [DIALOG_ID, ANSWERED_ATTRIBUTE],
  );
  await input.pressSequentially('as');
  await expect.poll(() => asked).toContain('as');
  await input.pressSequentially('set');
  // One query is out at a time: "asset" waits for the answer to "as".
  await page.waitForTimeout(300);
  expect(asked).not.toContain('asset');
  release();
  await expect(page.locator(`#${DIALOG_ID}`)).toHaveAttribute(ANSWERED_ATTRIBUTE, 'asset');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(asked.at(-1)).toBe('asset');
  expect(await page.evaluate(() => (window as unknown as { answered: string[] }).answered)).not.toContain('as');
});

test('no results offers the missing-results link', async ({ page }) => {
  stub.setMode('ok');
  const input = await useHostedSearch(page);
  await input.fill('qqqzzzx');
  const noResults = page.locator('.DocSearch-NoResults');
  await expect(noResults).toContainText('No results for "qqqzzzx"');
  await expect(noResults).toContainText('Believe this query should return results?');
  await expect(noResults.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
    'href',
    'https://github.com/dagster-io/dagster/issues/new?title=qqqzzzx',
  );
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
  await expect(page.locator('.DocSearch-Modal:visible')).toBeVisible();
  await expect(page.locator('.DocSearch-Dropdown')).not.toContainText('Unable to fetch results');
});

/** Collects the app's own search warnings ('search: …'); Chromium's resource errors are not among them. */
function searchWarnings(page: Page) {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('search: ')) warnings.push(m.text());
  });
  return warnings;
}

test("when every Algolia host refuses, each is tried once, then the network error screen and 'Unreachable hosts'", async ({ page }) => {
  stub.setMode('ok');
  for (const host of READ_HOSTS) stub.setHostMode(host, 'refused');
  const warnings = searchWarnings(page);
  const input = await useHostedSearch(page);
  await input.fill('assets');
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('You might want to check your network connection.');
  await expect.poll(() => warnings.at(-1)).toMatch(/^search: RetryError Unreachable hosts - /);
  const tried = sentFor('assets');
  expect(tried.every((r) => r.refused && r.method === 'POST')).toBe(true);
  expect(tried[0].host).toBe(HOSTS.dsn);
  expect(tried.map((r) => r.host).sort()).toEqual([...READ_HOSTS].sort());
});

test('when no Algolia host ever answers, each is given up on in turn, then the network error screen', async ({ page }) => {
  stub.setMode('hang');
  const warnings = searchWarnings(page);
  // The page's own count of the searches it has opened: the clock moves on only once each has reached the network,
  // as a timed-out request is aborted, and one aborted before Chromium hands it on is never seen at all.
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    (window as unknown as { searchesOpened: number }).searchesOpened = 0;
    XMLHttpRequest.prototype.send = function (body) {
      if (typeof body === 'string' && body.includes('"query":"assets"')) (window as unknown as { searchesOpened: number }).searchesOpened++;
      return send.call(this, body);
    };
  });
  await page.clock.install();
  const input = await useHostedSearch(page);
  await pauseClockSoon(page);
  await input.fill('assets');
  const errorScreen = page.locator('.DocSearch-Dropdown', { hasText: 'Unable to fetch results' });
  // Past the first host's 1 s, and the longer waits the client gives the next hosts, half a second at a time (less than any host's wait).
  for (let step = 0; step < 60 && !(await errorScreen.isVisible()); step++) {
    const opened = await page.evaluate(() => (window as unknown as { searchesOpened: number }).searchesOpened);
    await expect.poll(() => sentFor('assets').length).toBe(opened);
    await page.clock.runFor(500);
  }
  await page.clock.resume();
  await expect(errorScreen).toBeVisible();
  await expect.poll(() => warnings.at(-1)).toMatch(/^search: RetryError Unreachable hosts - /);
  expect(
    sentFor('assets')
      .map((r) => r.host)
      .sort(),
  ).toEqual([...READ_HOSTS].sort());
});

test('the /search page queries the hosted index with the language and version facet filters', async ({ page }) => {
  stub.setMode('ok');
  await useProductionConfig(page);
  const before = searches().length;
  await page.goto('/search?q=partitions');
  await expect(page.locator('.search-page-group').first()).toBeVisible();
  const body = (searches().slice(before).at(-1)!.body as { requests: Record<string, unknown>[] }).requests[0];
  expect(body).toMatchObject({ indexName: 'docs-beta', query: 'partitions', facetFilters: FACET_FILTERS });
  expect(sentFor('partitions')[0].host).toBe(HOSTS.dsn);
});

test('absolute hit URLs on the site become site paths (with their anchors)', async ({ page }) => {
  stub.setMode('ok');
  const input = await useHostedSearch(page);
  const answer = page.waitForResponse(
    (r) => r.url().includes('/1/indexes/*/queries') && r.request().postData()!.includes('"query":"sensor"'),
  );
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
    await page.route('https://dagster.io/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><h1>Elsewhere</h1>' }),
    );
    const input = await useHostedSearch(page);
    await markWindow(page);
    await input.fill('qwzx');
    const hit = page.locator('.DocSearch-Hit [role="option"][aria-selected="true"]');
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

// Connect 1 s, read 2 s. Algolia's DSN host plays the failing host; a fallback host answers next.
// The page's clock is paused and only moves when the test moves it, so the measured wait is exact however
// loaded the machine is: the client's timers and performance.now() both run on that clock.
for (const [mode, timeout] of [
  ['hang', 1000],
  ['partial', 2000],
] as const) {
  test(`a host that ${mode === 'hang' ? 'never connects' : 'sends no body'} is abandoned after ${timeout} ms and the next host answers`, async ({
    page,
  }) => {
    stub.setMode('ok');
    stub.setHostMode(HOSTS.dsn, mode);
    // When each request is opened, when its headers arrive (the read timer starts then) and when the client
    // aborts it.
    await page.addInitScript(() => {
      const log: XhrEntry[] = [];
      Object.assign(window, { xhrLog: log });
      const entries = new WeakMap<XMLHttpRequest, XhrEntry>();
      const { open, abort } = XMLHttpRequest.prototype;
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
        const entry: XhrEntry = { url: String(args[1]).toLowerCase(), opened: performance.now() };
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
    const input = await useHostedSearch(page);
    await pauseClockSoon(page);
    const xhrLog = () => page.evaluate(() => (window as unknown as { xhrLog: XhrEntry[] }).xhrLog);
    const queriesTo = (host: string) => (entry: XhrEntry) => entry.url.startsWith(`https://${host}/1/indexes/*/queries`);
    const failingQuery = async () => (await xhrLog()).find(queriesTo(HOSTS.dsn));
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
    // A fallback host is asked only once the first was given up on.
    const answered = (await xhrLog()).find((e) => HOSTS.fallbacks.some((host) => queriesTo(host)(e)))!;
    expect(answered.opened).toBeGreaterThanOrEqual(tried.aborted!);
  });
}

test('a failed host is skipped, and tried again only after 2 minutes', async ({ page }) => {
  stub.setMode('ok');
  stub.setHostMode(HOSTS.dsn, 'refused');
  await page.clock.install();
  const input = await useHostedSearch(page);
  // The clock stands still from here: the host fails at this instant, and only the test moves time on.
  await pauseClockSoon(page);
  /** Searches `query` and returns the hosts it was sent to, once a fallback host has answered it. */
  const search = async (query: string) => {
    const before = stub.requests.length;
    await input.fill(query);
    await expect
      .poll(() =>
        stub.requests
          .slice(before)
          .some((r) => r.path === '/1/indexes/*/queries' && (r.body as { requests: { query: string }[] }).requests[0].query === query),
      )
      .toBe(true);
    return sentFor(query).map((r) => r.host);
  };
  expect(await search('schedules')).toEqual([HOSTS.dsn, expect.stringMatching(/algolianet\.com$/)]);
  expect(await search('sensors')).not.toContain(HOSTS.dsn);
  // Exactly 2 minutes after it failed, the host still rests (a shorter rest fails here)…
  await page.clock.runFor(120_000);
  expect(await search('assets')).not.toContain(HOSTS.dsn);
  // …and 1 ms later it is tried again (a longer rest, or none being kept, fails here or above).
  stub.setHostMode(HOSTS.dsn, 'ok');
  await page.clock.runFor(1);
  expect(await search('partitions')).toEqual([HOSTS.dsn]);
  await page.clock.resume();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});
