import { expect, test, type Page } from '@playwright/test';
import { hydrated, pauseClockSoon, scrollBy, startApp, trackZoom } from './helpers';

test.describe('colour mode', () => {
  test("with nothing stored the mode is the system's: light under a light preference, dark under a dark one", async ({ page }) => {
    // One page, storage empty throughout: a site always light (or always dark) fails one of the two.
    for (const scheme of ['light', 'dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    }
  });

  test('light when the system states no preference', async ({ page }) => {
    // Chromium reports 'light' for an emulated 'no-preference': make both colour-scheme queries false.
    await page.addInitScript(() => {
      const real = window.matchMedia.bind(window);
      window.matchMedia = (query) => {
        const list = real(query);
        if (query.includes('prefers-color-scheme')) Object.defineProperty(list, 'matches', { value: false });
        return list;
      };
    });
    await page.goto('/');
    expect(await page.evaluate(() => ['dark', 'light'].some((mode) => matchMedia(`(prefers-color-scheme: ${mode})`).matches))).toBe(false);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('follows a dark system preference until the reader picks a mode', async ({ page }) => {
    const html = page.locator('html');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    // Following: the system turns light, then dark again, and the page goes with it.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // The reader picks light under the dark system: from then on the system's changes are not followed.
    await page.locator('.theme-toggle').click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    // Counted by a listener made after the page's own, so that both changes have reached the page's listener too.
    await page.evaluate(() => {
      const counted = window as unknown as { __changes: number };
      counted.__changes = 0;
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => counted.__changes++);
    });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect.poll(() => page.evaluate(() => (window as unknown as { __changes: number }).__changes)).toBe(scheme === 'light' ? 1 : 2);
      await expect(html).toHaveAttribute('data-theme', 'light');
    }
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle switches, persists under "theme" and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a change in one tab is applied in another', async ({ context }) => {
    const a = await context.newPage();
    const b = await context.newPage();
    await a.goto('/');
    await b.goto('/about/community');
    await hydrated(a);
    await hydrated(b);
    await expect(b.locator('html')).toHaveAttribute('data-theme', 'light');
    await a.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the stored mode is applied before the app code runs (no flash)', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/about/community');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('with storage cleared it falls back to the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('image zoom', () => {
  test.beforeEach(async ({ page }) => trackZoom(page));
  const zoomState = (page: Page) => page.locator('html');

  test('opens on click with a white background and closes on Escape, click and scroll', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await startApp(page);
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    const image = page.locator('.markdown img').first();
    const overlay = page.locator('.medium-zoom-overlay');
    await image.click();
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'opened');
    await expect(overlay).toBeVisible();
    expect(await overlay.evaluate((o) => getComputedStyle(o).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.keyboard.press('Escape');
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'closed');
    await expect(overlay).toHaveCount(0);
    await image.click();
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'opened');
    await overlay.click({ force: true });
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'closed');
    await expect(overlay).toHaveCount(0);
    await image.click();
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'opened');
    await page.mouse.wheel(0, 300);
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'closed');
    await expect(overlay).toHaveCount(0);
  });

  test('uses a dark grey background in dark mode and closes on resize', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await startApp(page);
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    await page.locator('.markdown img').first().click();
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'opened');
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    expect(await overlay.evaluate((o) => getComputedStyle(o).backgroundColor)).toBe('rgb(50, 50, 50)');
    await page.setViewportSize({ width: 900, height: 700 });
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'closed');
    await expect(overlay).toHaveCount(0);
  });

  test('stays open for scrolls up to 40 px, and closes 150 ms after a longer scroll', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await startApp(page);
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    await page.locator('.markdown img').first().click();
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'opened');
    await pauseClockSoon(page);
    await scrollBy(page, 40);
    await page.clock.runFor(1000);
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await scrollBy(page, 1);
    await page.clock.runFor(149);
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await page.clock.runFor(1);
    await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'closed');
  });

  test('images are attached 1,000 ms after the route loads, also those inside tabs', async ({ page }) => {
    await page.clock.install();
    await page.goto('/about/community');
    await hydrated(page);
    await pauseClockSoon(page);
    await page.locator('aside.sidebar').getByRole('link', { name: 'Installation' }).click();
    await expect(page.locator('h1')).toHaveText('Installing Dagster');
    // The page's images are read when the zoom is attached: one put in the second tab now is among them.
    const tabs = page.locator('.markdown .tabs-container').first();
    await tabs
      .locator('[role="tabpanel"]')
      .nth(1)
      .evaluate((panel) => {
        const img = document.createElement('img');
        img.src = '/img/hello-asset-graph.svg';
        img.alt = 'in a tab';
        panel.append(img);
      });
    await page.clock.runFor(999);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).not.toHaveAttribute('data-zoom-ready');
    await page.clock.runFor(1);
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    await page.clock.resume();
    await tabs.getByRole('tab').nth(1).click();
    await tabs.getByAltText('in a tab').click();
    await expect(zoomState(page)).toHaveAttribute('data-zoom', 'opened');
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  });

  test('an image that cannot be loaded logs a console warning', async ({ page }) => {
    await page.route('**/img/hello-asset-graph.svg', (route) => route.fulfill({ status: 404, body: '' }));
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/');
    await startApp(page);
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => warnings).toContain(`zoom: image unreachable: ${new URL('/img/hello-asset-graph.svg', page.url())}`);
  });
});

/** Node fill of mermaid's 'default' theme; its 'dark' theme uses another. */
const MERMAID_DEFAULT_NODE_FILL = '#ECECFF';

test.describe('lazy page sections', () => {
  test('diagrams show a spinner, render with the theme, and re-render when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto('/tutorial/tutorial-etl');
    // The page is painted with a spinner in each diagram (a near one may be drawn before any check of the DOM).
    expect(await response!.text()).toMatch(
      /<div class="mermaid mermaid--pending"[^>]*><div class="lazy-loading" role="status"[^>]*><span class="spinner"/,
    );
    const diagram = page.locator('.mermaid').first();
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.locator('svg')).toBeVisible({ timeout: 15_000 });
    // Settled: the last render started (data-rendering) is the one shown (data-theme-rendered).
    await expect(diagram).toHaveAttribute('data-rendering', 'light');
    await expect(diagram).toHaveAttribute('data-theme-rendered', 'light');
    const lightSvg = await diagram.innerHTML();
    expect(lightSvg).toContain(MERMAID_DEFAULT_NODE_FILL);
    await hydrated(page);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(diagram).toHaveAttribute('data-rendering', 'dark');
    await expect(diagram).toHaveAttribute('data-theme-rendered', 'dark');
    const darkSvg = await diagram.innerHTML();
    expect(darkSvg).not.toBe(lightSvg);
    expect(darkSvg.includes(MERMAID_DEFAULT_NODE_FILL)).toBe(false);
  });

  test('a section that fails to load shows an error box, and Retry loads it', async ({ page }) => {
    let block = true;
    const requested: string[] = [];
    // Mermaid's modules (lib/public-assets/vendor-mermaid.mjs): the entry fails the first time.
    await page.route('**/vendor/mermaid-*/**', async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      if (block) return route.abort();
      return route.continue();
    });
    await page.goto('/tutorial/tutorial-etl');
    await page.locator('.mermaid').first().scrollIntoViewIfNeeded();
    const error = page.locator('.lazy-error').first();
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(error).toContainText('This diagram failed to load');
    block = false;
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.mermaid svg').first()).toBeAttached({ timeout: 15_000 });
    expect(requested.filter((p) => p.endsWith('/mermaid.esm.min.js')).length).toBeGreaterThanOrEqual(2);
  });
});

test('with storage unavailable the site follows the system mode, warns in the console, and the bar and search still work', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.announcement-bar')).toBeVisible();
  await hydrated(page);
  expect(warnings.filter((w) => w.startsWith('announcement: storage unavailable'))).toHaveLength(1);
  await page.locator('.announcement-bar').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.announcement-bar')).toBeHidden();
  expect(warnings.filter((w) => w.startsWith('announcement: could not store dismissal'))).toHaveLength(1);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input:visible').fill('schedules');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('when only storage writes fail, each failed write is a console warning and the page works', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/');
  await hydrated(page);
  // The first visit stores the announcement id before first paint.
  expect(warnings.filter((w) => w.startsWith('announcement: storage unavailable'))).toHaveLength(1);
  await page.locator('.announcement-bar').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.announcement-bar')).toBeHidden();
  expect(warnings.filter((w) => w.startsWith('announcement: could not store dismissal'))).toHaveLength(1);
  await expect.poll(() => warnings.filter((w) => w.startsWith('docs version: could not store the preferred version'))).toHaveLength(1);
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
});
