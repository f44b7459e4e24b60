import { expect, test, type Page } from '@playwright/test';
import { startApp, trackZoom } from './helpers';

/** The framework's chunks, which each page's loader adds on demand (lib/next-export/post-export.ts). */
const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

function chunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => CHUNK.test(new URL(request.url()).pathname) && urls.push(request.url()));
  return urls;
}

/** Holds every framework chunk until the returned function is called: the app cannot start before that. */
async function holdChunks(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHUNK, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

test('a page loads and reads without a script: the first input fetches and starts the app', async ({ page }) => {
  const chunks = chunkRequests(page);
  // Its diagram is below the first screen: it waits for the reader too.
  await page.goto('/guides/docker', { waitUntil: 'load' });
  expect(await page.locator('.mermaid--pending').count()).toBeGreaterThan(0);
  await expect(page.locator('h1')).toHaveText(/docker/i);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  expect(await page.locator('html').getAttribute('data-search-ready')).toBeNull();
  await startApp(page);
  await page.locator('html[data-search-ready]').waitFor({ state: 'attached' });
  expect(chunks.length).toBeGreaterThan(3);
});

test('Ctrl+K and / pressed before the app has started open the search modal once it has', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' });
  const release = await holdChunks(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  release();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

  await page.goto('/guides/custom-logging', { waitUntil: 'load' });
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});

test('a click on a button before the app has started is applied once, when it has', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const release = await holdChunks(page);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('html[data-search-ready]').waitFor({ state: 'attached' });
  // Applied once: had the early click also reached React, the mode would be back to light by now, and the
  // next click would turn it dark.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a click on a content image before the app has started zooms it once the zoom is attached', async ({ page }) => {
  await trackZoom(page);
  await page.goto('/', { waitUntil: 'load' });
  const release = await holdChunks(page);
  await page.locator('.markdown img').first().click();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-zoom', 'opened', { timeout: 10_000 });
});

test('a diagram in the viewport starts the app with no input, and is drawn', async ({ page }) => {
  const chunks = chunkRequests(page);
  await page.goto('/tutorial/tutorial-etl', { waitUntil: 'load' });
  const diagram = page.locator('.mermaid').first();
  const top = await diagram.evaluate((el) => el.getBoundingClientRect().top - innerHeight);
  // The page is chosen for a diagram in the first screen; fail loudly if the content moves it.
  expect(top).toBeLessThan(0);
  await expect(diagram.locator('svg')).toBeAttached({ timeout: 15_000 });
  expect(chunks.length).toBeGreaterThan(3);
});

test('on a narrow screen the collapsible table of contents holds its entries before the app has started', async ({ page }) => {
  const chunks = chunkRequests(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guides/custom-logging', { waitUntil: 'load' });
  const wide = await page.locator('.doc-toc a.toc-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(wide.length).toBeGreaterThan(1);
  expect(await page.locator('nav.toc--inline a.toc-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(wide);
  expect(chunks).toEqual([]);
});
