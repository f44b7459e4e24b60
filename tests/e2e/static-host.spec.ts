import { expect, test } from '@playwright/test';
import { hydrated, markWindow, windowMarker } from './helpers';

// Runs against the project's own server (project "local") and against nginx with plain try_files and
// no redirects (project "nginx"): pages, suffixed URLs, 404, assets, Markdown and search work on both.

test('a suffixed URL shows the page under its bare path, with the sidebar, TOC and router in step', async ({ page }) => {
  for (const suffixed of ['/about/community.html', '/guides/schedules.html', '/index.html']) {
    const bare = suffixed === '/index.html' ? '/' : suffixed.replace(/\.html$/, '');
    await page.goto(`${suffixed}?from=test`);
    await expect(page).toHaveURL(new RegExp(`${bare.replace(/\//g, '\\/')}\\?from=test$`));
    await hydrated(page);
    expect(await page.evaluate(() => location.pathname)).toBe(bare);
    if (bare !== '/') {
      await expect(page.locator(`aside.sidebar a[aria-current="page"][href="${bare}"]`)).toHaveCount(1);
      const tocLink = page.locator('.doc-toc a').first();
      await tocLink.click();
      await expect(page).toHaveURL(new RegExp(`${bare.replace(/\//g, '\\/')}\\?from=test#.+`));
    }
  }
});

test('after a suffixed landing, internal links still navigate client-side', async ({ page }) => {
  await page.goto('/getting-started/installation.html');
  await hydrated(page);
  await markWindow(page);
  await page.locator('aside.sidebar').getByRole('link', { name: 'Quickstart' }).click();
  await expect(page).toHaveURL(/\/getting-started\/quickstart$/);
  expect(await windowMarker(page)).toBe(42);
  await page.goBack();
  await expect(page).toHaveURL(/\/getting-started\/installation$/);
});

test('unknown paths answer 404 with the not-found page', async ({ page, request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('We could not find the page you were looking for');
  await page.goto('/nope');
  await expect(page.locator('h1')).toHaveText('404');
  await expect(page).toHaveTitle('Page Not Found | Dagster Docs - Beta');
});

test('static assets, JSON and Markdown are served with their types', async ({ page, request }) => {
  await page.goto('/guides/schedules');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const scriptResponse = await request.get(script!);
  expect(scriptResponse.status()).toBe(200);
  expect(scriptResponse.headers()['content-type']).toContain('javascript');
  for (const [path, type] of [
    ['/img/favicon.svg', 'image/svg+xml'],
    ['/search-index.json', 'application/json'],
    ['/guides/schedules.md', 'text/markdown'],
    ['/llms.txt', 'text/plain'],
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
});

test('search answers from the embedded index and a hit opens its page', async ({ page }) => {
  await page.goto('/about/community.html');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input:visible');
  await input.fill('schedules');
  const firstHit = page.locator('.DocSearch-Hit [role="option"][aria-selected="true"]');
  await expect(firstHit).toBeVisible();
  const href = (await firstHit.getAttribute('href'))!;
  expect(href).toMatch(/^\/[^#]+/);
  const target = new URL(href, page.url());
  // The page the hit names, as the server sends it: its title is the heading the browser must show.
  const html = await (await page.request.get(target.pathname)).text();
  const title = /<h1 class="doc-title">([^<]+)<\/h1>/.exec(html)?.[1];
  expect(title, target.pathname).toBeTruthy();
  await input.press('Enter');
  await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
  await expect(page).toHaveURL(target.href);
  await expect(page.locator('h1.doc-title')).toHaveText(
    title!
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"'),
  );
  await expect(page).not.toHaveTitle(/Page Not Found/);
});

test('Copy page puts the page as Markdown on the clipboard; the Markdown link opens it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/guides/backfill');
  await hydrated(page);
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toMatch(/^# Backfilling data\n/);
  expect(clipboard).toBe(await (await page.request.get('/guides/backfill.md')).text());
  await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/guides/backfill.md');
});
