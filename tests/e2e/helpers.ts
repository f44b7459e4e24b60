import type { Page } from '@playwright/test';

/** Waits until the app has hydrated (the search button sets this marker), so key handlers exist. */
export async function hydrated(page: Page) {
  await page.locator('html[data-search-ready]').waitFor({ state: 'attached' });
}

/** Puts a marker on window that survives client-side navigation but not a full page load. */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
}

export async function windowMarker(page: Page) {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

/** Holds every page payload request (client navigation) until the returned function is called. */
export async function holdPagePayloads(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/_rsc=/, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}
