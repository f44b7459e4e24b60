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

/**
 * Mirrors medium-zoom's state on <html data-zoom="opened|closed">: its opened and closed events fire
 * when the zoom transition has ended, the only moments it accepts the next open or close.
 */
export async function trackZoom(page: Page) {
  await page.addInitScript(() => {
    for (const state of ['opened', 'closed'])
      document.addEventListener(`medium-zoom:${state}`, () => (document.documentElement.dataset.zoom = state), { capture: true });
  });
}

/** Scrolls the window by `dy` and resolves once the scroll event has been handled. */
export async function scrollBy(page: Page, dy: number) {
  await page.evaluate((by) => new Promise<void>((resolve) => {
    addEventListener('scroll', () => resolve(), { once: true });
    window.scrollBy(0, by);
  }), dy);
}
