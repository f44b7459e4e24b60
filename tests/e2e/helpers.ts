import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../lib/next-export/markers';
import { searchConfigFromEnv } from '../../lib/search/config';

/** A first input, as a reader's: pages fetch and start the framework only then (lib/next-export/post-export.ts). */
export async function startApp(page: Page) {
  await page.mouse.move(1, 1);
}

/** Starts the app with a first input and waits until it has hydrated (lib/next-export/markers.ts), so key handlers exist. */
export async function hydrated(page: Page) {
  await startApp(page);
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** Puts a marker on window that survives client-side navigation but not a full page load. */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
}

export async function windowMarker(page: Page) {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
}

/**
 * Pauses the page's installed clock one second ahead of the page's own time, not this process's Date.now():
 * a CI run saw the page's clock more than 1 s ahead of it.
 */
export async function pauseClockSoon(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
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

/**
 * Follows a link far down a page from the keyboard (focus, then Enter). A pointer click there can miss: the jump
 * that brings the link into view lays out the blocks near it (content-visibility: auto, app/globals.css) over the
 * next frames, and a fresh-clone run saw the link move between the mouse's press and its release, so that the click
 * went to the article around it. A reader's hand is slower than those frames; Playwright's is not.
 */
export async function followLink(link: Locator) {
  await link.focus();
  await link.press('Enter');
}

/** Scrolls the window by `dy` and resolves once the scroll event has been handled. */
export async function scrollBy(page: Page, dy: number) {
  await page.evaluate(
    (by) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true });
        window.scrollBy(0, by);
      }),
    dy,
  );
}

export type SearchMode = 'local' | 'hosted';
export const SEARCH_MODES: SearchMode[] = ['local', 'hosted'];

/**
 * The build environment of hosted mode: Algolia keys and index, as a real build sets them (no host list), and the
 * optional settings the tests use (a missing-results link; hit URLs on dagster.io stay external).
 */
export const HOSTED_BUILD_ENV = {
  NEXT_PUBLIC_ALGOLIA_APP_ID: 'TESTAPP',
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only-key',
  NEXT_PUBLIC_ALGOLIA_INDEX: 'docs-beta',
  NEXT_PUBLIC_SEARCH_MISSING_RESULTS_URL: 'https://github.com/dagster-io/dagster/issues/new?title=',
  NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX: '^https://dagster\\.io/',
};
/** The configuration the build writes (app/search-config.json/route.ts): local without Algolia variables. */
const LOCAL_CONFIG = searchConfigFromEnv({});
/** What a hosted build writes: no host list, so the client calls Algolia's own hosts (the stub's routeAlgoliaHosts answers there). */
export const HOSTED_CONFIG = searchConfigFromEnv(HOSTED_BUILD_ENV);
export const searchIndexName = (mode: SearchMode) => (mode === 'hosted' ? HOSTED_CONFIG : LOCAL_CONFIG).indexName;

/** Serves /search-config.json as the build writes it for `mode`, with `overrides` on top. */
export async function useSearchConfig(page: Page, mode: SearchMode, overrides: Record<string, unknown> = {}) {
  const config = mode === 'hosted' ? HOSTED_CONFIG : LOCAL_CONFIG;
  await page.route('**/search-config.json', (route) => route.fulfill({ json: { ...config, ...overrides } }));
}

/** Loads `path`, opens the search modal with Ctrl+K and returns its input. */
export async function openSearchModal(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal:visible')).toBeVisible();
  // DocSearch's own modal has replaced the page's first dialog: keys typed now reach it, not the first dialog.
  await expect(page.locator('#search-shell:visible')).toHaveCount(0);
  return page.locator('.DocSearch-Input:visible');
}

/**
 * An init script: the page sees a data-saver connection (lib/site/connection.ts), so that once idle it neither
 * prefetches the framework nor has the search worker download and index the site. For tests that crawl many pages
 * and read only their DOM, which that work never changes (accessibility.spec.ts holds the two DOMs equal); on two
 * cores it would compete with them for a quarter of their time.
 */
export const dataSaver = () => Object.defineProperty(navigator, 'connection', { value: { saveData: true } });

/**
 * An init script: the browser has no speculation rules (as Firefox and Safari), so the page adds none and its
 * pagination links are client navigations once the framework runs (lib/site/speculation.ts).
 */
export const noSpeculationRules = () => {
  const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
  HTMLScriptElement.supports = (type: string) => type !== 'speculationrules' && supports(type);
};

/** Every page of the export, read from its HTML files (not the 404 page). */
export function exportedRoutes(): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) =>
        e.isDirectory() ? (e.name === '_next' ? [] : walk(`${dir}/${e.name}`)) : e.name.endsWith('.html') ? [`${dir}/${e.name}`] : [],
      );
  return walk('out')
    .map((f) => f.slice(3).replace(/(\/index)?\.html$/, '') || '/')
    .filter((r) => !['/404', '/_not-found'].includes(r));
}
