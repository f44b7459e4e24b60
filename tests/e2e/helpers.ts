import fs from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../lib/next-export/markers';
import { searchConfigFromEnv } from '../../lib/search/config';

/**
 * A first input, as a reader's: pages fetch and start the framework only then (lib/next-export/post-export.ts). Two
 * moves, so that the pointer moves even when it already rests at one of the two points.
 */
export async function startApp(page: Page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
}

/**
 * Starts the app with a first input and waits until it has hydrated (lib/next-export/markers.ts), so key handlers
 * exist. After a page load the input waits for the new document's parsed HTML: a move that comes before the loader's
 * inline script has run is an input nobody hears, and the app would never start.
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await startApp(page);
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** The framework's chunks, which each page's loader adds on demand (lib/next-export/post-export.ts). */
export const FRAMEWORK_CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

/** True once React has attached to the document (hydrateRoot was called), hydrated or not. */
export const reactAttached = (page: Page) => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));

let stalling: string | undefined;
/**
 * A framework chunk that, never answered, leaves React attached to the page but unable to finish hydrating, as a chunk
 * lost on a bad network would: the state in which React holds back the reader's taps and keys
 * (lib/browser/hydration-guard.ts). Chunk names are content hashes, so it is found by trying each, latest asked
 * first: the chunks React asks for while it hydrates come after the entry's. Each try takes about two seconds, so
 * call it from a beforeAll hook, whose time is not the test's.
 */
export async function stallingChunk(browser: Browser): Promise<string> {
  if (stalling) return stalling;
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const probe = await context.newPage();
  const chunks = new Set<string>();
  probe.on('request', (request) => FRAMEWORK_CHUNK.test(request.url()) && chunks.add(request.url()));
  await probe.goto('/guides/docker');
  await hydrated(probe);
  for (const chunk of [...chunks].reverse()) {
    await probe.unrouteAll();
    await probe.route(chunk, () => {});
    await probe.goto('/guides/docker');
    await startApp(probe);
    await probe.waitForTimeout(1500);
    if ((await reactAttached(probe)) && (await probe.locator(`html[${APP_READY_ATTRIBUTE}]`).count()) === 0) {
      stalling = chunk;
      break;
    }
  }
  await context.close();
  if (!stalling) throw new Error('no framework chunk holds hydration back');
  return stalling;
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
 * a CI run saw the page's clock more than 1 s ahead of it. On a loaded machine more than that second can pass
 * between reading the time and pausing, which Playwright refuses ("Cannot fast-forward to the past"): then it
 * reads the time again.
 */
export async function pauseClockSoon(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    } catch (error) {
      if (attempt === 3 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
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

/** Loads `path`, starts the framework, opens the search dialog with Ctrl+K and returns its input. */
export async function openSearchModal(page: Page, path = '/') {
  await page.goto(path);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal:visible')).toBeVisible();
  return page.locator('.DocSearch-Input:visible');
}

/** The active hit of the open search dialog (its option link). */
export const activeHit = (page: Page) => page.locator('.DocSearch-Modal:visible [role="option"][aria-selected="true"]');

/**
 * An init script: the page sees a data-saver connection (lib/browser/connection.ts), so that once idle it neither
 * prefetches the framework nor has the search worker download and index the site. For tests that crawl many pages
 * and read only their DOM, which that work never changes (accessibility.spec.ts holds the two DOMs equal); on two
 * cores it would compete with them for a quarter of their time.
 */
export const dataSaver = () => Object.defineProperty(navigator, 'connection', { value: { saveData: true } });

/**
 * An init script: the browser has no speculation rules (as Firefox and Safari), so the page adds none and its
 * pagination links are client navigations once the framework runs (lib/browser/speculation.ts).
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

/**
 * The axe-core rules every accessibility check runs: WCAG 2.0 and 2.1 A and AA, and 2.2 AA, whose one rule in axe is
 * target size (2.5.8: a control at least 24 px square, or with that much room around it).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let axeSource: string | undefined;

/** Puts axe-core into every document `page` loads from now on. */
export async function addAxe(page: Page) {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addInitScript({ content: axeSource });
}

/** One node of an axe result: the rule, the node's selector and what axe says of it. */
export type AxeFinding = { rule: string; target: string; summary: string };

/** axe's violations and "needs review" (incomplete) results on the page as it is now, in `include` (default: all). */
export async function axeFindings(page: Page, include?: string[]): Promise<{ violations: AxeFinding[]; incomplete: AxeFinding[] }> {
  type Result = { id: string; nodes: { target: unknown[]; failureSummary?: string; any: { message: string }[] }[] };
  return page.evaluate(
    async ([tags, include]) => {
      const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<Record<string, Result[]>> } }).axe;
      const context = include ? { include: include.map((selector) => [selector]) } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations', 'incomplete'] });
      const flat = (results: Result[]) =>
        results.flatMap((r) =>
          r.nodes.map((n) => ({
            rule: r.id,
            target: n.target.map(String).join(' '),
            summary: (n.failureSummary?.split('\n')[1] ?? n.any[0]?.message ?? '').trim(),
          })),
        );
      return { violations: flat(result.violations), incomplete: flat(result.incomplete) };
    },
    [AXE_TAGS, include] as const,
  );
}

const CRASH_CHUNK = '/_next/static/chunks/crash-test.js';
const CRASH_MODULE = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,990001,e=>{"use strict";e.s(["CrashTest",0,function(){const c=window.__crashTest;if(c)throw new Error(c.message,{cause:new Error(c.cause,{cause:c.rootCause})});return null}])}]);`;

/**
 * Makes the next client navigation to `route` crash: its payload names, in place of the TOC highlighter, a module
 * (served at CRASH_CHUNK) that throws while window.__crashTest is set. Returns the payload paths it rewrote.
 */
export async function injectCrash(page: Page, route: string) {
  const rewritten: string[] = [];
  await page.route(CRASH_CHUNK, (r) => r.fulfill({ contentType: 'text/javascript', body: CRASH_MODULE }));
  const payload = (url: URL) => url.pathname === `${route}.txt` || url.pathname === `${route}/__next.$c$slug.__PAGE__.txt`;
  await page.route(payload, async (r) => {
    const response = await r.fetch();
    const body = (await response.text()).replace(/^([0-9a-f]+):I\[\d+,\[[^\]]*\],"TocHighlight"\]$/m, (_, row: string) => {
      rewritten.push(new URL(r.request().url()).pathname);
      return `${row}:I[990001,["${CRASH_CHUNK}"],"CrashTest"]`;
    });
    await r.fulfill({ response, body });
  });
  await page.addInitScript(() =>
    Object.assign(window, {
      __crashTest: {
        message: 'Crash test requested',
        cause: 'the payload names a module that throws',
        rootCause: 'window.__crashTest is set',
      },
    }),
  );
  return rewritten;
}
