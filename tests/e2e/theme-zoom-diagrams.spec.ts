import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

test.describe('colour mode', () => {
  test('light by default, following a light system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('follows a dark system preference until the reader picks a mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
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
  test('opens on click with a white background and closes on Escape, click and scroll', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    const image = page.locator('.markdown img').first();
    await image.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    expect(await overlay.evaluate((o) => getComputedStyle(o).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.waitForTimeout(500);
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await page.waitForTimeout(500);
    await page.locator('.medium-zoom-overlay').click({ force: true });
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    await image.click();
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, 300);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });

  test('uses a dark grey background in dark mode and closes on resize', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    await page.locator('.markdown img').first().click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    expect(await overlay.evaluate((o) => getComputedStyle(o).backgroundColor)).toBe('rgb(50, 50, 50)');
    await page.waitForTimeout(500);
    await page.setViewportSize({ width: 900, height: 700 });
    await expect(overlay).toHaveCount(0);
  });
});

test.describe('lazy page sections', () => {
  test('diagrams show a spinner, render with the theme, and re-render when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/tutorial/tutorial-etl');
    const diagram = page.locator('.mermaid').first();
    await expect(diagram.locator('.spinner')).toBeAttached();
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.locator('svg')).toBeVisible({ timeout: 15_000 });
    await expect(diagram).toHaveAttribute('data-theme-rendered', 'light');
    const lightSvg = await diagram.innerHTML();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(diagram).toHaveAttribute('data-theme-rendered', 'dark');
    expect(await diagram.innerHTML()).not.toBe(lightSvg);
  });

  test('a section that fails to load shows an error box, and Retry loads it', async ({ page }) => {
    let block = true;
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (block && body.includes('mermaidAPI')) return route.abort();
      return route.fulfill({ response, body });
    });
    await page.goto('/tutorial/tutorial-etl');
    await page.locator('.mermaid').first().scrollIntoViewIfNeeded();
    const error = page.locator('.lazy-error').first();
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(error).toContainText('This diagram failed to load');
    block = false;
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.mermaid svg').first()).toBeAttached({ timeout: 15_000 });
  });
});

test('with storage unavailable the site follows the system mode, and the bar and search still work', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.announcement-bar')).toBeVisible();
  await page.locator('html[data-search-ready]').waitFor({ state: 'attached' });
  await page.locator('.announcement-bar').getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('.announcement-bar')).toBeHidden();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('schedules');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(errors).toEqual([]);
});
