import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

/**
 * axe-core's WCAG 2.0 and 2.1 rules of levels A and AA over every exported page at 1280 px in light mode, and over
 * a sample at 390 px in dark mode. Pages are checked as they load, before a reader's first input starts the
 * framework (lib/export/post-export.ts): what every reader gets first. The bar is no violation at all.
 *
 * One browser page per shard visits its routes one after another; shards of ~40 pages spread the sweep over both
 * workers, and each shard's timeout is sized from its route count.
 */

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Pages per shard, and the time a page may take (load, axe's injection and run) on a busy 2-core machine. */
const SHARD = 40;
const PER_PAGE_MS = 6_000;

/** Every page of the export, read from its HTML files, plus an unknown path (the 404 page). */
function exportedRoutes(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === '_next' ? [] : walk(`${dir}/${e.name}`)) : e.name.endsWith('.html') ? [`${dir}/${e.name}`] : []));
  const routes = walk('out')
    .map((f) => f.slice(3).replace(/(\/index)?\.html$/, '') || '/')
    .filter((r) => !['/404', '/_not-found'].includes(r))
    .sort();
  return [...routes, NOT_FOUND];
}
const NOT_FOUND = '/no-such-page';

type AxeResult = { violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] };

/** axe's violations on the page loaded at `route`, one line per rule: its id, node count and first nodes. */
async function violations(page: Page, route: string, theme: 'light' | 'dark'): Promise<string[]> {
  const response = await page.goto(route, { waitUntil: 'load' });
  expect(response?.status(), route).toBe(route === NOT_FOUND ? 404 : 200);
  // Positive control: the page is in the mode under test, so that mode's contrast failures cannot go unseen.
  await expect(page.locator('html'), route).toHaveAttribute('data-theme', theme);
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('; ')}`);
  }, TAGS);
  return found.map((line) => `${route} ${line}`);
}

function sweep(name: string, routes: string[], theme: 'light' | 'dark') {
  for (let start = 0; start < routes.length; start += SHARD) {
    const shard = routes.slice(start, start + SHARD);
    test(`${name}: pages ${start + 1}-${start + shard.length} of ${routes.length}`, async ({ page }) => {
      test.setTimeout(20_000 + shard.length * PER_PAGE_MS);
      // Into every document the page loads, without sending its 550 KB again for each one.
      await page.addInitScript({ content: AXE_SOURCE });
      // Soft: every page's violations are reported, even those found before a later page fails or times out.
      for (const route of shard) expect.soft(await violations(page, route, theme)).toEqual([]);
    });
  }
}

const routes = exportedRoutes();
/** Every eighth page, the first of each top-level section and the 404 page: the narrow layout and the dark palette. */
const section = (route: string) => route.split('/')[1];
const sample = routes.filter((r, i) => i % 8 === 0 || section(r) !== section(routes[i - 1] ?? '') || r === NOT_FOUND);

test('the sweeps cover every exported page, and a spread sample at 390 px', () => {
  expect(routes.length).toBeGreaterThan(300);
  expect(routes).toEqual(expect.arrayContaining(['/', '/search', '/api', '/guides/partitioning', '/integrations', NOT_FOUND]));
  for (const top of new Set(routes.map(section))) expect(sample.some((r) => section(r) === top), top).toBe(true);
  expect(sample.length).toBeLessThan(routes.length / 5);
});

test.describe('at 1280 px, light', () => {
  test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  sweep('no WCAG 2.1 A or AA violation at 1280 px', routes, 'light');
});

test.describe('at 390 px, dark', () => {
  test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark', isMobile: true, hasTouch: true });
  sweep('no WCAG 2.1 A or AA violation at 390 px in dark mode', sample, 'dark');
});

test('a sidebar category with a landing page has its link and, beside it, a toggle: two controls, both by keyboard', async ({ page }) => {
  await page.goto('/dagster-plus/access/rbac/users');
  await hydrated(page);
  const sidebar = page.locator('aside.sidebar');
  const link = sidebar.getByRole('link', { name: 'Insights', exact: true });
  const details = sidebar.locator('details', { has: page.locator(':scope > summary', { hasText: /^Insights$/ }) });
  const toggle = details.locator(':scope > summary');
  await expect(link).toHaveAttribute('href', '/dagster-plus/insights');
  await expect(toggle).toHaveAccessibleName('Insights');
  await expect(toggle.locator('a, button, [tabindex]')).toHaveCount(0);
  // The toggle is drawn as the caret at the right end of the link's row, as when it was part of the summary.
  const [row, caret] = [await link.boundingBox(), await toggle.boundingBox()];
  expect(caret!.y).toBeCloseTo(row!.y, 0);
  expect(caret!.height).toBeCloseTo(row!.height, 0);
  expect(caret!.x + caret!.width).toBeCloseTo(row!.x + row!.width, 0);
  // Tab goes from the link to the toggle; Enter on it opens the category and loads its items, in place.
  await link.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(details).not.toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await expect(sidebar.getByRole('link', { name: 'Export metrics from Dagster+ Insights' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dagster-plus/access/rbac/users');
  await page.keyboard.press('Enter');
  await expect(details).not.toHaveAttribute('open', '');
  // Enter on the link goes to the category's page.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dagster-plus\/insights$/);
  await expect(page.locator('h1')).toHaveText(/Insights/);
});
