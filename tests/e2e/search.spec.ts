import { expect, test, type Page } from '@playwright/test';
import { hydrated, markWindow, windowMarker } from './helpers';

async function openWithShortcut(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  return page.locator('.DocSearch-Input');
}

test('the modal code is not in the first load; hovering the button fetches it', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''));
  });
  await page.goto('/concepts/assets/thinking-in-assets');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => s.includes('DocSearch-Modal'))).toBe(false);
  await page.getByRole('button', { name: 'Search' }).hover();
  await expect.poll(() => scripts.some((s) => s.includes('DocSearch-Modal'))).toBe(true);
});

test('Ctrl+K opens the modal with the spec strings; Escape closes it', async ({ page }) => {
  const input = await openWithShortcut(page);
  await expect(input).toHaveAttribute('placeholder', 'Search docs');
  await expect(input).toHaveAttribute('maxlength', '64');
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test("'/' opens the modal, but not while typing in a field", async ({ page }) => {
  await page.goto('/integrations');
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Filter integrations' }).fill('db/t');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.locator('h1').click();
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test('results are grouped by category, highlighted with <mark>, at most 5 per group, with a See all link', async ({ page }) => {
  const input = await openWithShortcut(page);
  await input.fill('asset');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  const groups = page.locator('.DocSearch-Hits');
  expect(await groups.count()).toBeGreaterThan(1);
  for (const group of await groups.all()) expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
  const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
  await expect(seeAll).toHaveAttribute('href', '/search?q=asset');
});

test('Enter opens the first hit client-side and saves it to recent searches', async ({ page }) => {
  const input = await openWithShortcut(page);
  await markWindow(page);
  await input.fill('Thinking in assets');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Thinking in assets');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/concepts\/assets\/thinking-in-assets/);
  expect(await windowMarker(page)).toBe(42);
  const recent = await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__dagster-docs-beta'));
  expect(JSON.parse(recent!)[0].hierarchy.lvl1).toBe('Thinking in assets');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source')).toContainText(['Recent']);
  await page.getByRole('button', { name: 'Save this search' }).first().click();
  await expect(page.locator('.DocSearch-Hit-source')).toContainText(['Favorite']);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__dagster-docs-beta')))!)).toHaveLength(1);
  await page.getByRole('button', { name: 'Remove this search from favorites' }).first().click();
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
});

test('arrow keys move the selection', async ({ page }) => {
  const input = await openWithShortcut(page);
  await input.fill('schedule');
  await expect(page.locator('.DocSearch-Hit').nth(1)).toBeVisible();
  const first = await page.locator('.DocSearch-Hit[aria-selected="true"]').textContent();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).not.toHaveText(first!);
});

test('no results shows the query and suggestions', async ({ page }) => {
  const input = await openWithShortcut(page);
  await input.fill('zzqxv');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "zzqxv"');
});

test('the selected text becomes the initial query, cut to 64 characters', async ({ page }) => {
  await page.goto('/concepts/assets/thinking-in-assets');
  await hydrated(page);
  await page.evaluate(() => {
    const p = document.querySelector('.markdown p')!;
    const range = document.createRange();
    range.selectNodeContents(p);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  const selected = await page.evaluate(() => getSelection()!.toString());
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toHaveValue(selected.slice(0, 64));
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

test('clicking a hit navigates client-side and closes the modal', async ({ page }) => {
  const input = await openWithShortcut(page);
  await markWindow(page);
  await input.fill('Deploying with Docker Compose');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', '/guides/docker');
  await hit.click();
  await expect(page).toHaveURL(/\/guides\/docker$/);
  await expect(page.locator('h1')).toHaveText('Deploying with Docker Compose');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  expect(await windowMarker(page)).toBe(42);
});

test('the start screen keeps 7 recent searches, 4 when there are favorites', async ({ page }) => {
  await page.goto('/');
  const item = (i: number) => ({ objectID: String(i), url: `/x${i}`, type: 'lvl1', content: null, hierarchy: { lvl0: 'Docs', lvl1: `Page ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } });
  await page.evaluate((items) => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__dagster-docs-beta', JSON.stringify(items)), Array.from({ length: 9 }, (_, i) => item(i)));
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
  await expect(page.locator('.search-page-status')).toHaveText(new RegExp(`^\\d+ results for "hybrid agent" on \\d+ pages$`));
  await expect(page.locator('.search-page-group-title a').first()).toHaveAttribute('href', modalFirst!.split('#')[0]);
  expect(modalFirst!.split('#')[0]).toBe('/dagster-plus/deployment/hybrid');
  const shown = Number((await page.locator('.search-page-status').textContent())!.match(/^\d+/)![0]);
  expect(shown).toBeGreaterThanOrEqual(count);
});
