import { expect, test, type Page } from '@playwright/test';
import { dataSaver } from './helpers';

/** The reference pages under /api/ that the spec lists (route group /api/). */
const SPEC_API_PAGES = [
  'asset-checks',
  'assets',
  'cli',
  'config',
  'definitions',
  'dynamic',
  'errors',
  'execution',
  'external-assets',
  'graphs',
  'hooks',
  'internals',
  'io-managers',
  'jobs',
  'loggers',
  'metadata',
  'ops',
  'partitions',
  'pipes',
  'repositories',
  'resources',
  'schedules-sensors',
  'types',
  'utilities',
];

const sidebarHrefs = (page: Page) => page.locator('aside.sidebar a.menu-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
/** The sidebar's landing link (its first top-level link): /api for the api sidebar. */
const landing = (page: Page) => page.locator('aside.sidebar .menu-list--level-1 > li').first().locator('a.menu-link--category').first();

test('every API page the spec lists renders and is in the api sidebar, which shows on every /api page', async ({ page }) => {
  const specRoutes = SPEC_API_PAGES.map((name) => `/api/${name}`);
  const routes = [...specRoutes, '/api', '/api/libraries/dagster-dbt'];
  // One load of a long reference page each (1-2 s on 2 busy cores): the budget grows with the list.
  test.setTimeout(10_000 + routes.length * 3_000);
  await page.addInitScript(dataSaver);
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('h1.doc-title'), route).not.toBeEmpty();
    await expect(page.locator('.navbar-link--active'), route).toHaveText('API Docs');
    await expect(landing(page), route).toHaveAttribute('href', '/api');
    await expect(page.locator('aside.sidebar .menu-link--active'), route).toHaveAttribute('href', route);
    // On a reference page its category is open: every page of the spec's list is in it.
    if (specRoutes.includes(route)) expect(await sidebarHrefs(page), route).toEqual(expect.arrayContaining(specRoutes));
  }
});
