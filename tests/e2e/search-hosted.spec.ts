import { expect, test, type Page } from '@playwright/test';
import { startAlgoliaStub } from '../support/algolia-stub';
import { hydrated } from './helpers';

// Hosted mode: /search-config.json says Algolia is configured, and its hosts point at a local
// endpoint that speaks Algolia's search route (answering from the built index).
let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;
test.beforeAll(async () => {
  stub = await startAlgoliaStub();
});
test.afterAll(async () => stub.close());

async function useHostedSearch(page: Page) {
  await page.route('**/search-config.json', (route) =>
    route.fulfill({
      json: {
        hosted: true,
        appId: 'TESTAPP',
        apiKey: 'search-only-key',
        indexName: 'docs-beta',
        hosts: [stub.host],
        missingResultsUrl: 'https://github.com/dagster-io/dagster/issues/new?title=',
        externalUrlRegex: '^https://dagster\\.io/',
      },
    }),
  );
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  return page.locator('.DocSearch-Input');
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

test('on narrow screens snippets are 5 words', async ({ page }) => {
  stub.setMode('ok');
  await page.setViewportSize({ width: 700, height: 900 });
  const before = searches().length;
  const input = await useHostedSearch(page);
  await input.fill('sensor');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const body = (searches().slice(before).at(-1)!.body as { requests: { attributesToSnippet: string[]; facetFilters: unknown }[] }).requests[0];
  expect(body.attributesToSnippet).toEqual(SNIPPET_LEVELS.map((a) => `${a}:5`));
  expect(body.facetFilters).toEqual(FACET_FILTERS);
});

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
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const input = await useHostedSearch(page);
  await input.fill('assets');
  await expect.poll(() => warnings.find((w) => w.startsWith('search: '))).toMatch(/^search: \w+ 403 Invalid Application-ID or API key$/);
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Dropdown')).not.toContainText('Unable to fetch results');
});

test('a host that never answers ends in the network error screen', async ({ page }) => {
  stub.setMode('hang');
  const input = await useHostedSearch(page);
  await input.fill('assets');
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('Unable to fetch results', { timeout: 15_000 });
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('You might want to check your network connection.');
});

test('the /search page queries the hosted index with the language and version facet filters', async ({ page }) => {
  stub.setMode('ok');
  await page.route('**/search-config.json', (route) =>
    route.fulfill({ json: { hosted: true, appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'docs-beta', hosts: [stub.host], missingResultsUrl: '', externalUrlRegex: '' } }),
  );
  const before = searches().length;
  await page.goto('/search?q=partitions');
  await expect(page.locator('.search-page-group').first()).toBeVisible();
  const body = (searches().slice(before).at(-1)!.body as { requests: Record<string, unknown>[] }).requests[0];
  expect(body).toMatchObject({ indexName: 'docs-beta', query: 'partitions', facetFilters: FACET_FILTERS });
});
