import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { algoliaHosts, startAlgoliaStub } from '../support/algolia-stub';
import { followLink, HOSTED_CONFIG, hydrated } from './helpers';

// No calls to any backend but the search provider's POST to 1/indexes/*/queries; storage is
// localStorage only. A reader's run over the export as it is built (local search), and over the same export
// with the hosted configuration a real Algolia build writes (searchConfigFromEnv, no host list), whose queries
// the stub answers at Algolia's host names.

const HOSTED = HOSTED_CONFIG;
const { dsn, write, fallbacks } = algoliaHosts(HOSTED.appId);
const PROVIDER_HOSTS = new Set([dsn, write, ...fallbacks]);

test.use({ ignoreHTTPSErrors: true });

let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;
test.beforeAll(async () => {
  stub = await startAlgoliaStub(undefined, undefined, { tls: true });
});
test.afterAll(async () => stub.close());

type Sent = { method: string; url: string };
/**
 * Every request any page of the context sends, as the page sent it (read when it is issued: a request that
 * page.route sends on to the stub reports the stub's URL afterwards).
 */
function recordRequests(context: BrowserContext) {
  const requests: Sent[] = [];
  context.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
  return requests;
}

/** The requests that are neither same-origin nor a POST to the search provider's queries path. */
function unexpectedRequests(requests: Sent[], origin: string) {
  return requests
    .filter((request) => {
      const url = new URL(request.url);
      if (url.protocol === 'data:' || url.protocol === 'blob:') return false; // never leave the browser
      if (url.origin === origin) return false;
      return !(
        request.method === 'POST' &&
        url.protocol === 'https:' &&
        PROVIDER_HOSTS.has(url.hostname) &&
        url.pathname === '/1/indexes/*/queries'
      );
    })
    .map((request) => `${request.method} ${request.url}`);
}

/** What the run left in the browser besides localStorage: sessionStorage keys, cookies, IndexedDB databases, caches. */
async function storageLeft(page: Page) {
  const inPage = await page.evaluate(async () => ({
    sessionStorage: Object.keys(sessionStorage),
    documentCookie: document.cookie,
    indexedDB: (await indexedDB.databases()).map((db) => db.name),
    cacheStorage: await caches.keys(),
  }));
  const cookies = (await page.context().cookies()).map((c) => `${c.domain} ${c.name}`);
  return { ...inPage, cookies };
}
const NOTHING_LEFT = { sessionStorage: [], documentCookie: '', indexedDB: [], cacheStorage: [], cookies: [] };

/** Clicks through a few pages, searches, opens a hit and switches the colour mode. */
async function browseAndSearch(page: Page) {
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await nav.getByRole('link', { name: 'Dagster+' }).click();
  await expect(page).toHaveURL(/\/dagster-plus$/);
  await page.locator('.sidebar a[href="/dagster-plus/getting-started"]').click();
  await expect(page).toHaveURL(/\/dagster-plus\/getting-started$/);
  await followLink(page.locator('.pagination-link--next'));
  await expect(page).not.toHaveURL(/\/dagster-plus\/getting-started$/);
  // Next is a page load where the browser has speculation rules: the search below is DocSearch's modal.
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input:visible').fill('schedules');
  const hit = page.locator('.DocSearch-Hit [role="option"][aria-selected="true"]');
  await expect(hit).toBeVisible();
  const hitPath = (await hit.getAttribute('href'))!.split('#')[0];
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${hitPath}(#.*)?$`));
  await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
  const before = await page.locator('html').getAttribute('data-theme');
  await page.locator('.theme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
  // localStorage is where the run's state goes: the colour mode and the selected hit.
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored).toContain('theme');
  expect(stored.some((key) => key.startsWith('__DOCSEARCH_RECENT_SEARCHES__'))).toBe(true);
}

/**
 * The positive control: the same checks, after the page stores something in each place and sends each kind of
 * forbidden request, must report exactly those.
 */
async function checksSeeViolations(page: Page, requests: Sent[], origin: string) {
  for (const host of ['elsewhere.example', dsn])
    await page.route(`https://${host}/**`, (route) => route.fulfill({ json: {}, headers: { 'access-control-allow-origin': '*' } }));
  await page.evaluate(async (host) => {
    sessionStorage.setItem('control', '1');
    // biome-ignore lint/suspicious/noDocumentCookie: the positive control must set a cookie the checks then see
    document.cookie = 'control=1';
    await new Promise((resolve, reject) => Object.assign(indexedDB.open('control'), { onsuccess: resolve, onerror: reject }));
    await caches.open('control');
    await fetch('https://elsewhere.example/control');
    // The provider's host, but not a POST, or not its queries path.
    await fetch(`https://${host}/1/indexes/*/queries?control`);
    await fetch(`https://${host}/1/indexes/docs-beta/browse`, { method: 'POST', body: '{}' });
  }, dsn);
  expect(await storageLeft(page)).toEqual({
    sessionStorage: ['control'],
    documentCookie: 'control=1',
    indexedDB: ['control'],
    cacheStorage: ['control'],
    cookies: ['127.0.0.1 control'],
  });
  expect(unexpectedRequests(requests, origin)).toEqual([
    'GET https://elsewhere.example/control',
    `GET https://${dsn}/1/indexes/*/queries?control`,
    `POST https://${dsn}/1/indexes/docs-beta/browse`,
  ]);
}

test('browsing and searching the export as built leaves only localStorage and calls nothing but the site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const requests = recordRequests(page.context());
  await browseAndSearch(page);
  expect(unexpectedRequests(requests, origin)).toEqual([]);
  // Local search: not even the provider is called.
  expect(requests.map((r) => r.url).filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  expect(await storageLeft(page)).toEqual(NOTHING_LEFT);
  await checksSeeViolations(page, requests, origin);
});

test("with hosted search as a real build configures it, the only other calls are the provider's POST queries", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  stub.setMode('ok');
  await page.route('**/search-config.json', (route) => route.fulfill({ json: HOSTED }));
  await stub.routeAlgoliaHosts(page, HOSTED.appId);
  const requests = recordRequests(page.context());
  await browseAndSearch(page);
  expect(unexpectedRequests(requests, origin)).toEqual([]);
  // The search did go to the provider, as a POST to its queries path.
  const provider = requests.filter((r) => PROVIDER_HOSTS.has(new URL(r.url).hostname));
  expect(provider.length).toBeGreaterThan(0);
  expect(provider.every((r) => r.method === 'POST' && new URL(r.url).pathname === '/1/indexes/*/queries')).toBe(true);
  expect(await storageLeft(page)).toEqual(NOTHING_LEFT);
  await checksSeeViolations(page, requests, origin);
});

/** Every file of the export the browser runs or parses: scripts, and HTML pages with their inline scripts. */
function exportedCode(dir = 'out'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return exportedCode(full);
    return /\.(m?js|html)$/.test(entry.name) ? [full] : [];
  });
}

test('no script or page of the export uses sessionStorage, cookies or IndexedDB, or carries a crash switch', () => {
  const files = exportedCode();
  const uses = (pattern: RegExp) => files.filter((file) => pattern.test(fs.readFileSync(file, 'utf8')));
  expect(uses(/sessionStorage|document\.cookie|cookieStore|indexedDB|crashTest|CrashProbe/)).toEqual([]);
  // The same scan finds what the export does use: localStorage (colour mode, recent searches) and the crash screen.
  expect(uses(/localStorage/).length).toBeGreaterThan(0);
  expect(uses(/This page crashed/).length).toBeGreaterThan(0);
});
