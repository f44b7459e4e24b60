import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { FirstTier } from '../../lib/search/index-format';
import { AXE_TAGS, HOSTED_CONFIG, searchIndexName, useSearchConfig } from './helpers';

/*
 * The search dialog's open states and the /search page, as a reader opens them: axe's WCAG A and AA rules (AXE_TAGS)
 * with no violation, in light and dark, at 390 and 1280 px; focus kept in the dialog and given back to the button;
 * and nothing from an index, an answer or a query ever parsed as markup, in either mode.
 */

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
type AxeResult = { violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] };

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => JSON.stringify(n.target))
          .join('; ')}`,
    );
  }, AXE_TAGS);
}

const stored = (i: number, lvl0: string) => ({
  objectID: `seed-${i}`,
  url: `/guides/seed-${i}`,
  type: 'lvl1',
  content: `About page ${i}`,
  hierarchy: { lvl0, lvl1: `Page ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
});

const dialog = (page: Page) => page.locator('#search-dialog:not([data-parked])');

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`${theme}, ${width} px: the start screen, results, no results, the error screen and /search pass axe`, async ({ page }) => {
      // Four states and /search, each checked whole by axe: on a busy 2-core machine a run took over a minute.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript(
        ([recentKey, favoriteKey, recent, favorite]) => {
          localStorage.setItem(recentKey as string, JSON.stringify(recent));
          localStorage.setItem(favoriteKey as string, JSON.stringify(favorite));
        },
        [
          `__DOCSEARCH_RECENT_SEARCHES__${searchIndexName('local')}`,
          `__DOCSEARCH_FAVORITE_SEARCHES__${searchIndexName('local')}`,
          [stored(1, 'Build'), stored(2, 'Deploy')],
          [stored(3, 'Build')],
        ] as const,
      );
      await page.goto('/guides/docker');
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input:visible');
      // The start screen with recent and favorite searches.
      await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Recent', 'Favorite']);
      expect(await violations(page), 'start screen').toEqual([]);
      await input.fill('asset');
      await expect(dialog(page)).toHaveAttribute('data-answered', 'asset', { timeout: 15_000 });
      await page.keyboard.press('ArrowDown');
      expect(await violations(page), 'results').toEqual([]);
      await input.fill('zzqxv');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      expect(await violations(page), 'no results').toEqual([]);
      await page.keyboard.press('Escape');
      // The error state: the index cannot be fetched (a page whose worker has not fetched it yet).
      await page.route('**/search-index.json', (route) => route.abort());
      await page.evaluate(() => localStorage.clear());
      await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      await page.reload();
      await page.keyboard.press('Control+k');
      await page.keyboard.type('asset');
      await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible({ timeout: 15_000 });
      await expect(dialog(page)).toHaveAttribute('data-status', 'error');
      expect(await violations(page), 'error screen').toEqual([]);
      await page.unroute('**/search-index.json');
      await page.goto('/search?q=asset');
      await page.mouse.move(1, 1);
      await expect(page.locator('.search-page-results mark').first()).toBeVisible({ timeout: 15_000 });
      expect(await violations(page), '/search').toEqual([]);
    });
  }
}

test('the dialog is named, keeps focus while open (Tab and Shift+Tab cycle in it) and gives it back to the button', async ({ page }) => {
  await page.goto('/guides/docker');
  await page.locator('.search-button').click();
  const modal = page.getByRole('dialog', { name: 'Search' });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  await page.keyboard.type('schedule');
  await expect(dialog(page)).toHaveAttribute('data-answered', 'schedule', { timeout: 15_000 });
  const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('#search-dialog')));
  // Every control of the dialog and then back to the input: focus never leaves it.
  const tabbable = await page.locator('#search-dialog :is(input, button, a[href]:not([tabindex="-1"])):visible').count();
  expect(tabbable).toBeGreaterThan(1);
  for (let i = 0; i < tabbable + 1; i++) {
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
  }
  await page.locator('.DocSearch-Input:visible').focus();
  await page.keyboard.press('Shift+Tab');
  expect(await inDialog()).toBe(true);
  await expect(page.locator('.DocSearch-Input:visible')).not.toBeFocused();
  // Each hit is one interactive element: its option link, with nothing focusable inside.
  const nested = await page.locator('#search-dialog [role="option"] :is(a, button, input, [tabindex])').count();
  expect(nested).toBe(0);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.locator('.search-button')).toBeFocused();
});

/** Markup that would run or make an element if it were parsed: each sets window.__pwned. */
const PLANTED = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
const nothingRan = async (page: Page, where: string) => {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), where).toBeUndefined();
  expect(await page.locator(`${where} :is(img, script, qzxw)`).count(), where).toBe(0);
};

test('local: markup in an indexed page, and in the query, is shown as text in the dialog and on /search', async ({ page }) => {
  await page.route('**/search-index.json', async (route) => {
    const tier = (await (await route.fetch()).json()) as FirstTier;
    tier.pages.push(['/guides/docker', 'Deploy', `Probe ${PLANTED}`, `Planted ${PLANTED}`, [['probe', `Probe heading ${PLANTED}`, 2]], []]);
    await route.fulfill({ json: tier });
  });
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('probe');
  // The index is built only now (the tap came before idle): as long as in the other search tests.
  await expect(dialog(page)).toHaveAttribute('data-answered', 'probe', { timeout: 15_000 });
  await expect(page.locator('.DocSearch-Hit-title').first()).toContainText('<img src=x');
  await nothingRan(page, '.DocSearch-Modal');
  // A query that finds nothing is echoed on the no-results screen: as text.
  await page.locator('.DocSearch-Input:visible').fill('<qzxw>qzxv</qzxw>');
  await expect(page.locator('.DocSearch-NoResults strong')).toHaveText('<qzxw>qzxv</qzxw>');
  await nothingRan(page, '.DocSearch-Modal');
  await page.keyboard.press('Escape');
  await page.goto(`/search?q=${encodeURIComponent('probe')}`);
  await page.mouse.move(1, 1);
  await expect(page.locator('.search-page-results')).toContainText('<img src=x', { timeout: 15_000 });
  await nothingRan(page, 'main');
  await page.goto(`/search?q=${encodeURIComponent(PLANTED)}`);
  await page.mouse.move(1, 1);
  await expect(page.locator('.search-page-status')).toContainText('<img src=x', { timeout: 15_000 });
  await nothingRan(page, 'main');
});

test('hosted: markup in an answer (titles, snippets, a javascript: URL) is shown as text and never followed', async ({ page }) => {
  await useSearchConfig(page, 'hosted');
  const hit = {
    objectID: 'planted',
    url: 'javascript:window.__pwned=3',
    type: 'lvl2',
    content: PLANTED,
    hierarchy: {
      lvl0: `Cat ${PLANTED}`,
      lvl1: `Page ${PLANTED}`,
      lvl2: `Section ${PLANTED}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _snippetResult: {
      hierarchy: { lvl1: { value: `<mark>Page</mark> ${PLANTED}` }, lvl2: { value: `<mark>Section</mark> ${PLANTED}` } },
      content: { value: `<mark>probe</mark> ${PLANTED}` },
    },
  };
  let answered = 0;
  await page.route(
    (url) => url.hostname.endsWith('.algolia.net') || url.hostname.endsWith('.algolianet.com'),
    (route) => {
      answered++;
      return route.fulfill({
        json: { results: [{ hits: [hit], nbHits: 1, queryID: 'q1' }] },
        headers: { 'access-control-allow-origin': '*' },
      });
    },
  );
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('probe');
  // The index is built only now (the tap came before idle): as long as in the other search tests.
  await expect(dialog(page)).toHaveAttribute('data-answered', 'probe', { timeout: 15_000 });
  expect(answered).toBeGreaterThan(0);
  const option = page.locator('.DocSearch-Modal [role="option"]').first();
  await expect(option.locator('.DocSearch-Hit-title')).toContainText('<img src=x');
  // The highlight tags the request asked for are kept, and only those.
  await expect(option.locator('.DocSearch-Hit-title mark')).toHaveText('Section');
  await expect(option).toHaveAttribute('href', '#');
  await nothingRan(page, '.DocSearch-Modal');
  await page.goto('/search?q=probe');
  await page.mouse.move(1, 1);
  await expect(page.locator('.search-page-results')).toContainText('<img src=x', { timeout: 15_000 });
  await nothingRan(page, 'main');
  expect(HOSTED_CONFIG.hosted).toBe(true);
});
