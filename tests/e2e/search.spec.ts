import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import { startAlgoliaStub } from '../support/algolia-stub';
import { buildEngine } from '../../lib/search/local-search';
import { DIALOG_GLOBAL, DIALOG_ID } from '../../lib/search/names';
import {
  activeHit,
  dataSaver,
  HOSTED_CONFIG,
  hydrated,
  markWindow,
  openSearchModal,
  pauseClockSoon,
  SEARCH_MODES,
  searchIndexName,
  type SearchMode,
  useSearchConfig,
  windowMarker,
} from './helpers';

const openWithShortcut = openSearchModal;

// The modal behaves the same over the embedded index (local) and over Algolia (hosted, configured as a real
// build writes it: the stub answers at Algolia's host names from the same built index, with absolute URLs as
// Algolia holds them).
let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;
test.beforeAll(async () => {
  stub = await startAlgoliaStub(undefined, undefined, { tls: true });
});
// The stub's self-signed certificate stands in for Algolia's.
test.use({ ignoreHTTPSErrors: true });
test.afterAll(async () => stub.close());

/** The top-level category (lvl0) of every indexed URL, to check the groups the modal shows. */
const categoryOf = (() => {
  let map: Map<string, string | null> | undefined;
  return (url: string) => {
    const read = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8'));
    map ??= new Map(
      buildEngine(read('out/search-index.json'), read('out/search-index-full.json')).records.map((r) => [r.url, r.hierarchy.lvl0]),
    );
    return map.get(url);
  };
})();

const recentKey = (mode: SearchMode) => `__DOCSEARCH_RECENT_SEARCHES__${searchIndexName(mode)}`;
const favoriteKey = (mode: SearchMode) => `__DOCSEARCH_FAVORITE_SEARCHES__${searchIndexName(mode)}`;
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as { objectID: string }[] | null, key);
const storedItem = (i: number) => ({
  objectID: `seed-${i}`,
  url: `/x${i}`,
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Docs', lvl1: `Page ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});
/** Puts recent and favorite searches in storage before the page loads. */
async function seedSearches(page: Page, mode: SearchMode, recent: unknown[], favorites: unknown[] = []) {
  await page.addInitScript(
    ([r, f, recentItems, favoriteItems]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(r as string, JSON.stringify(recentItems));
      localStorage.setItem(f as string, JSON.stringify(favoriteItems));
    },
    [recentKey(mode), favoriteKey(mode), recent, favorites] as const,
  );
}

/** Whether the search dialog's controller module has run (it registers itself through the hand-off global). */
const controllerRan = (page: Page) =>
  page.evaluate(
    (key) => Boolean((globalThis as Record<symbol, { controller?: unknown }>)[Symbol.for(key)]?.controller),
    Symbol.keyFor(DIALOG_GLOBAL)!,
  );

test("the dialog's controller is fetched and run at idle, once the dialog is parked; the framework brings no search code", async ({
  page,
}) => {
  // Requests, not response bodies: a prefetched response is reported with an empty body.
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/concepts/assets/thinking-in-assets', { waitUntil: 'load' });
  await expect.poll(() => requested).toContain('/behaviors/search-dialog.js');
  expect(requested).toContain('/behaviors/page.js');
  // Local mode: Algolia's client is never fetched.
  expect(requested).not.toContain('/behaviors/search-hosted.js');
  // With no input at all, the controller runs, after the dialog has been parked.
  await expect.poll(() => controllerRan(page)).toBe(true);
  await expect(page.locator(`#${DIALOG_ID}[data-parked]`)).toHaveCount(1);
  await hydrated(page);
  // The framework's own scripts hold no search dialog: DocSearch's React modal is gone.
  const frameworkScripts = requested.filter((p) => p.startsWith('/_next/') && p.endsWith('.js'));
  expect(frameworkScripts.length).toBeGreaterThan(3);
  for (const src of frameworkScripts) expect(fs.readFileSync(`out${src}`, 'utf8'), src).not.toContain('__DOCSEARCH_RECENT_SEARCHES__');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
});

test('on a data-saver connection the controller is neither fetched nor run until the dialog opens', async ({ page }) => {
  await page.addInitScript(dataSaver);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/concepts/assets/thinking-in-assets', { waitUntil: 'load' });
  // Positive control: the idle work has run (the dialog is parked), and a moment more for a late idle callback.
  await expect(page.locator(`#${DIALOG_ID}[data-parked]`)).toHaveCount(1);
  await page.waitForTimeout(1000);
  expect(requested).not.toContain('/behaviors/search-dialog.js');
  expect(await controllerRan(page)).toBe(false);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  expect(requested).toContain('/behaviors/search-dialog.js');
  expect(await controllerRan(page)).toBe(true);
});

for (const mode of SEARCH_MODES) {
  test.describe(`${mode} search`, () => {
    test.beforeEach(async ({ page }) => {
      stub.setMode('ok');
      if (mode === 'hosted') {
        await useSearchConfig(page, mode);
        await stub.routeAlgoliaHosts(page, HOSTED_CONFIG.appId);
      }
    });

    for (const shortcut of ['Control+k', 'Meta+k']) {
      test(`${shortcut} opens the modal with the spec strings; Escape closes it`, async ({ page }) => {
        await page.goto('/');
        await hydrated(page);
        await page.keyboard.press(shortcut);
        const input = page.locator('.DocSearch-Input:visible');
        await expect(input).toBeFocused();
        await expect(input).toHaveAttribute('placeholder', 'Search docs');
        await expect(input).toHaveAttribute('maxlength', '64');
        await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
        await page.keyboard.press('Escape');
        await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
      });
    }

    test('the panel opens on focus and closes on blur; a click outside closes the dialog, and so does submit', async ({ page }) => {
      const input = await openWithShortcut(page);
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('.DocSearch-Dropdown .DocSearch-StartScreen')).toBeVisible();
      await input.fill('sensor');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      // Blur: Tab moves focus to the next control of the dialog (the results footer's link); focus back opens it.
      await page.keyboard.press('Tab');
      await expect(input).not.toBeFocused();
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await input.focus();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      // A click on the backdrop, outside the modal, closes the dialog.
      await page.mouse.click(5, 300);
      await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
      // Submit: Enter on the active hit closes the panel as it opens the hit.
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input:visible').fill('sensor');
      await expect(activeHit(page)).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/$/);
    });

    test('results are grouped by top-level category, highlighted with <mark>, at most 5 per group, with a See all link', async ({
      page,
    }) => {
      const input = await openWithShortcut(page);
      await input.fill('asset');
      const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
      await expect(seeAll).toHaveAttribute('href', '/search?q=asset');
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
      const groups = await page.locator('.DocSearch-Hits').all();
      expect(groups.length).toBeGreaterThan(1);
      const titles: string[] = [];
      const sizes: number[] = [];
      for (const group of groups) {
        const title = (await group.locator('.DocSearch-Hit-source').textContent())!;
        const hrefs = await group.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        // Every hit of a group belongs to the group's category.
        for (const href of hrefs) expect(categoryOf(href), href).toBe(title);
        titles.push(title);
        sizes.push(hrefs.length);
      }
      expect(new Set(titles).size).toBe(titles.length);
      // The cap bites: fewer hits are shown than the 20 fetched, and the largest group holds exactly 5.
      const total = Number((await seeAll.textContent())!.match(/\d+/)![0]);
      expect(total).toBeGreaterThan(20);
      expect(sizes.reduce((a, b) => a + b)).toBeLessThan(20);
      expect(Math.max(...sizes)).toBe(5);
    });

    test('Enter opens the first hit client-side and saves it to recent searches; it can be saved as a favorite', async ({ page }) => {
      const input = await openWithShortcut(page);
      await markWindow(page);
      await input.fill('Thinking in assets');
      await expect(page.locator('.DocSearch-Hit').first()).toContainText('Thinking in assets');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/concepts\/assets\/thinking-in-assets/);
      expect(await windowMarker(page)).toBe(42);
      await expect.poll(async () => (await stored(page, recentKey(mode)))?.length).toBe(1);
      expect((await stored(page, recentKey(mode)))![0]).toMatchObject({ hierarchy: { lvl1: 'Thinking in assets' } });
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Hit-source')).toContainText(['Recent']);
      await page.getByRole('button', { name: 'Save Thinking in assets as a favorite' }).click();
      await expect(page.locator('.DocSearch-Hit-source')).toContainText(['Favorite']);
      expect(await stored(page, favoriteKey(mode))).toHaveLength(1);
      await expect(page.locator('.DocSearch-Input:visible')).toBeFocused();
      await page.getByRole('button', { name: 'Remove Thinking in assets from favorites' }).click();
      await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    });

    test('clicking a hit navigates client-side to its path and closes the modal', async ({ page }) => {
      const input = await openWithShortcut(page);
      await markWindow(page);
      await input.fill('Deploying with Docker Compose');
      const hit = page.locator('.DocSearch-Hit a').first();
      await expect(hit).toHaveAttribute('href', '/guides/docker');
      await hit.click();
      await expect(page).toHaveURL(/\/guides\/docker$/);
      await expect(page.locator('h1')).toHaveText('Deploying with Docker Compose');
      await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
      expect(await windowMarker(page)).toBe(42);
    });

    test('ArrowDown and ArrowUp move the selection', async ({ page }) => {
      const input = await openWithShortcut(page);
      await input.fill('schedule');
      const options = page.locator('.DocSearch-Modal:visible [role="option"]');
      await expect(options.nth(2)).toBeVisible();
      const ids = await options.evaluateAll((els) => els.slice(0, 3).map((e) => e.id));
      const selected = activeHit(page);
      await expect(selected).toHaveAttribute('id', ids[0]);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(selected).toHaveAttribute('id', ids[2]);
      await page.keyboard.press('ArrowUp');
      await expect(selected).toHaveAttribute('id', ids[1]);
      await expect(input).toHaveAttribute('aria-activedescendant', ids[1]);
      await page.keyboard.press('ArrowUp');
      await expect(selected).toHaveAttribute('id', ids[0]);
      // Home and End go to the first and the last hit; the pointer moves the active hit too.
      const last = await options.evaluateAll((els) => els.at(-1)!.id);
      await page.keyboard.press('End');
      await expect(selected).toHaveAttribute('id', last);
      await page.keyboard.press('Home');
      await expect(selected).toHaveAttribute('id', ids[0]);
      await options.nth(1).hover();
      await expect(selected).toHaveAttribute('id', ids[1]);
    });

    // Ctrl/Cmd+Enter opens the hit in a new tab, Shift+Enter in a new window. Chromium reports the features of each
    // window it opens (Page.windowOpen): a tab keeps the toolbar and menu bar, a popup window has neither.
    for (const [keys, kind] of [
      ['Control+Enter', 'tab'],
      ['Meta+Enter', 'tab'],
      ['Shift+Enter', 'window'],
    ] as const) {
      test(`${keys} opens the selected hit in a new ${kind} and keeps this page`, async ({ page, context }) => {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Page.enable');
        const opens: { url: string; windowFeatures: string[] }[] = [];
        cdp.on('Page.windowOpen', (event) => opens.push(event));
        const input = await openWithShortcut(page);
        await input.fill('Deploying with Docker Compose');
        const href = await activeHit(page).getAttribute('href');
        expect(href).toBe('/guides/docker');
        const opened = context.waitForEvent('page');
        await page.keyboard.press(keys);
        const other = await opened;
        await expect(other).toHaveURL(new URL(href!, page.url()).href);
        await expect(other.locator('h1')).toHaveText('Deploying with Docker Compose');
        await expect.poll(() => opens.length).toBe(1);
        expect(new URL(opens[0].url).pathname).toBe('/guides/docker');
        const bars = opens[0].windowFeatures.filter((feature) => feature === 'menubar' || feature === 'toolbar').sort();
        expect(bars).toEqual(kind === 'tab' ? ['menubar', 'toolbar'] : []);
        expect(new URL(page.url()).pathname).toBe('/');
        await expect(page.locator('.DocSearch-Modal:visible')).toBeVisible();
        await expect.poll(async () => (await stored(page, recentKey(mode)))?.length).toBe(1);
      });
    }

    test('no results shows the query and up to 3 suggested categories from the last results', async ({ page }) => {
      const input = await openWithShortcut(page);
      await input.fill('asset');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      const categories = await page.locator('.DocSearch-Hit-source').allTextContents();
      expect(categories.length).toBeGreaterThan(3);
      await input.fill('zzqxv');
      const noResults = page.locator('.DocSearch-NoResults');
      await expect(noResults).toContainText('No results for "zzqxv"');
      await expect(noResults.locator('.DocSearch-Help').first()).toHaveText('Try searching for:');
      const suggestions = noResults.locator('button.DocSearch-Prefill');
      await expect(suggestions).toHaveText(categories.slice(0, 3));
      await suggestions.first().click();
      await expect(input).toHaveValue(`${categories[0].toLowerCase()} `);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    });

    test('the status is loading while the answer is out, stalled after 300 ms, idle with the hits', async ({ page }) => {
      // Hold the answer: the embedded index download (local) or the Algolia query (hosted).
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let requested = false;
      const hold = async (route: import('@playwright/test').Route) => {
        requested = true;
        await held;
        await route.fallback();
      };
      if (mode === 'local') await page.route('**/search-index.json', hold);
      else await page.route((url) => url.pathname === '/1/indexes/*/queries', hold);
      // The page's (fake) time of the last keystroke: the stall timer starts at each input.
      await page.addInitScript(() =>
        document.addEventListener('input', () => ((window as unknown as { lastInput: number }).lastInput = Date.now()), true),
      );
      await page.clock.install();
      const input = await openWithShortcut(page);
      await pauseClockSoon(page);
      const container = page.locator('.DocSearch-Container:visible');
      await input.pressSequentially('sensor');
      await expect
        .poll(async () => {
          await page.clock.runFor(1);
          return requested;
        })
        .toBe(true);
      // Loading: the request is out, the start screen stays, nothing is marked stalled 1 ms before 300 ms.
      const sinceInput = await page.evaluate(() => Date.now() - (window as unknown as { lastInput: number }).lastInput);
      expect(sinceInput).toBeLessThan(299);
      await page.clock.runFor(299 - sinceInput);
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
      await expect(container).not.toHaveClass(/DocSearch-Container--Stalled/);
      await expect(page.locator('.DocSearch-LoadingIndicator')).toBeHidden();
      await page.clock.runFor(1);
      await expect(container).toHaveClass(/DocSearch-Container--Stalled/);
      await expect(page.locator('.DocSearch-LoadingIndicator')).toBeVisible();
      release();
      await page.clock.resume();
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(container).not.toHaveClass(/DocSearch-Container--(Stalled|Errored)/);
    });

    test('with personalization off, no recent search is shown or saved', async ({ page }) => {
      await seedSearches(page, mode, [storedItem(1)]);
      // Control: with personalization on, the same seeding shows the recent search.
      await openWithShortcut(page);
      await expect(page.locator('.DocSearch-Hit')).toHaveText([/Page 1/]);
      await useSearchConfig(page, mode, { disableUserPersonalization: true });
      const input = await openWithShortcut(page);
      await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
      expect(await page.locator('.DocSearch-Hit').count()).toBe(0);
      expect((await stored(page, recentKey(mode)))!.map((i) => i.objectID)).toEqual(['seed-1']);
      await input.fill('Thinking in assets');
      await expect(page.locator('.DocSearch-Hit').first()).toContainText('Thinking in assets');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/concepts\/assets\/thinking-in-assets/);
      expect((await stored(page, recentKey(mode)))!.map((i) => i.objectID)).toEqual(['seed-1']);
    });

    test('a recent search can be removed', async ({ page }) => {
      await seedSearches(page, mode, [storedItem(1), storedItem(2)]);
      await openWithShortcut(page);
      const recent = page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit');
      await expect(recent).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Remove Page 1 from history' })).toHaveAttribute(
        'title',
        'Remove this search from history',
      );
      await page.getByRole('button', { name: 'Remove Page 1 from history' }).click();
      await expect(recent).toHaveCount(1);
      await expect(recent).toContainText('Page 2');
      expect((await stored(page, recentKey(mode)))!.map((i) => i.objectID)).toEqual(['seed-2']);
    });

    test('favorites keep the 10 latest', async ({ page }) => {
      await seedSearches(
        page,
        mode,
        [storedItem(0)],
        Array.from({ length: 10 }, (_, i) => storedItem(i + 1)),
      );
      await openWithShortcut(page);
      const favorites = page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' }).locator('.DocSearch-Hit');
      await expect(favorites).toHaveCount(10);
      await page.getByRole('button', { name: 'Save Page 0 as a favorite' }).click();
      await expect(favorites).toHaveCount(10);
      await expect(favorites.first()).toContainText('Page 0');
      const ids = (await stored(page, favoriteKey(mode)))!.map((i) => i.objectID);
      expect(ids).toEqual(['seed-0', ...Array.from({ length: 9 }, (_, i) => `seed-${i + 1}`)]);
    });
  });
}

test("'/' opens the modal, but not while typing in a field", async ({ page }) => {
  await page.goto('/integrations');
  await hydrated(page);
  const filter = page.getByRole('searchbox', { name: 'Filter integrations' });
  await filter.click();
  await page.keyboard.type('db/t');
  await expect(filter).toHaveValue('db/t');
  await expect(filter).toBeFocused();
  await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal:visible')).toBeVisible();
  await expect(page.locator('.DocSearch-Input:visible')).toHaveValue('');
});

test("the dialog's footer keys hold their names, before and after the framework starts", async ({ page }) => {
  const overflow = () =>
    page
      .locator('.DocSearch-Modal:visible .DocSearch-Commands-Key')
      .evaluateAll((keys) => keys.map((key) => key.scrollWidth - key.clientWidth));
  await page.goto('/guides/docker');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal:visible .DocSearch-Commands-Key')).toHaveCount(4);
  expect(await overflow()).toEqual([0, 0, 0, 0]);
  await page.keyboard.press('Escape');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal:visible .DocSearch-Commands-Key')).toHaveCount(4);
  expect(await overflow()).toEqual([0, 0, 0, 0]);
});

test('an unreachable index shows the network error screen', async ({ page }) => {
  await page.route('**/search-index.json', (route) => route.abort());
  const input = await openWithShortcut(page);
  await input.fill('assets');
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-Dropdown')).toContainText('You might want to check your network connection.');
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
});

test('the /search page shows grouped results and keeps the query in the URL', async ({ page }) => {
  await page.goto('/search?q=sensor');
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  await expect(page.locator('aside.sidebar')).toHaveCount(0);
  await expect(page.locator('.search-page-group').first()).toBeVisible();
  await expect(page.locator('.search-page-results mark').first()).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search' });
  await expect(box).toHaveValue('sensor');
  await box.fill('partitions');
  await expect(page).toHaveURL(/\/search\?q=partitions$/);
  await expect(page.locator('.search-page-status')).toContainText('for "partitions"');
});

test('the start screen keeps 7 recent searches, 4 when there are favorites', async ({ page }) => {
  await page.goto('/');
  const item = (i: number) => ({
    objectID: String(i),
    url: `/x${i}`,
    type: 'lvl1',
    content: null,
    hierarchy: { lvl0: 'Docs', lvl1: `Page ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  });
  await page.evaluate(
    (items) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__dagster-docs-beta', JSON.stringify(items)),
    Array.from({ length: 9 }, (_, i) => item(i)),
  );
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit')).toHaveCount(7);
  await page.keyboard.press('Escape');
  await page.evaluate((fav) => localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__dagster-docs-beta', JSON.stringify([fav])), item(100));
  await page.reload();
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('.DocSearch-Hit')).toHaveCount(4);
  await expect(page.locator('.DocSearch-Hits').filter({ hasText: 'Favorite' }).locator('.DocSearch-Hit')).toHaveCount(1);
});

test('the first tier answers the first results; the full text is fetched after them', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname;
    if (name.startsWith('/search-index')) fetched.push(name);
  });
  const input = await openWithShortcut(page);
  await input.fill('sensor');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/guides/sensors');
  expect(fetched[0]).toBe('/search-index.json');
  await expect.poll(() => fetched).toContain('/search-index-full.json');
  expect(fetched.indexOf('/search-index-full.json')).toBeGreaterThan(fetched.indexOf('/search-index.json'));
  // A symbol-shaped query goes straight to the symbol's anchor.
  await input.fill('AssetSpec');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/api/assets/asset-definitions#dagster.AssetSpec');
});

test('/search ranks like the modal and says how many results there are', async ({ page }) => {
  const input = await openWithShortcut(page);
  await input.fill('hybrid agent');
  const modalFirst = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  await page.goto('/search?q=hybrid%20agent');
  await expect(page.locator('.search-page-status')).toHaveText(/^\d+ results for "hybrid agent" on \d+ pages$/);
  await expect(page.locator('.search-page-group-title a').first()).toHaveAttribute('href', modalFirst!.split('#')[0]);
  expect(modalFirst!.split('#')[0]).toBe('/dagster-plus/deployment/hybrid');
  const shown = Number((await page.locator('.search-page-status').textContent())!.match(/^\d+/)![0]);
  expect(shown).toBeGreaterThanOrEqual(count);
});
