import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { AXE_TAGS, dataSaver, exportedRoutes } from './helpers';

/**
 * axe-core's WCAG rules of levels A and AA (AXE_TAGS: 2.0, 2.1, and 2.2's target size) over every exported page at
 * 1280 px in light mode, and over a sample at 390 px in dark mode. Pages are checked as they load, before a reader's
 * first input starts the framework (lib/next-export/post-export.ts): what every reader gets first, with every
 * section laid out as it is once scrolled to. Left to content-visibility, an unseen section keeps its estimated
 * height while axe measures its controls, so they seem to overlap the next section's, and the target-size rule
 * reports them as obscured. The bar is no violation at all.
 *
 * The chrome (announcement bar, navbar, mobile menu, sidebar, site footer) is the same markup on every page that
 * shows the same sidebar, but for the current page's link: a sweep checks it whole on the first page of each
 * sidebar it meets, and each page's own content on every page. The same sweep loads every page once, so it also
 * checks, at 390 px, that no page scrolls sideways on a phone.
 *
 * One browser page per shard visits its routes one after another; shards of ~40 pages spread the sweep over both
 * workers, and each shard's timeout is sized from its route count.
 *
 * Pages load as on a data-saver connection (lib/browser/connection.ts). Once idle, a page otherwise prefetches the
 * framework's scripts and has the search worker download and index the site: work that never touches the DOM axe
 * reads, but that took a quarter of the sweep's time on two cores. A test below holds the two DOMs equal.
 */

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const CHROME = ['.announcement-bar', 'nav.navbar', '.mobile-backdrop', '.mobile-menu', 'aside.sidebar', 'footer.footer'];
/** Pages per shard, and the time a page may take (load, axe's injection and run) on a busy 2-core machine. */
const SHARD = 40;
const PER_PAGE_MS = 6_000;
const PHONE = { width: 390, height: 844 };

// A sweep's failure names each page, rule and node itself; recording a trace of every page it loads (DOM
// snapshots of each action) made the sweep a fifth slower.
test.use({ trace: 'off' });

const NOT_FOUND = '/no-such-page';
/** Every page of the export, plus an unknown path (the 404 page). */
const routes = [...exportedRoutes().sort(), NOT_FOUND];

type AxeResult = { violations: { id: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] };

/** Loads `route` in the mode under test and returns the sidebar's links: what tells one chrome from another. */
async function load(page: Page, route: string, theme: 'light' | 'dark') {
  const response = await page.goto(route, { waitUntil: 'load' });
  expect(response?.status(), route).toBe(route === NOT_FOUND ? 404 : 200);
  // Positive control: the page is in the mode under test, so that mode's contrast failures cannot go unseen.
  await expect(page.locator('html'), route).toHaveAttribute('data-theme', theme);
  return page.evaluate(() => [...document.querySelectorAll('aside.sidebar a[href]')].map((a) => a.getAttribute('href')).join(' '));
}

/** axe's violations on the loaded page (without `exclude`), one line per rule: its id, node count and first nodes. */
async function violations(page: Page, route: string, exclude: string[]): Promise<string[]> {
  const found = await page.evaluate(
    async ([tags, exclude]) => {
      const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe;
      document.documentElement.setAttribute('data-fragment', '');
      const context = exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map(
        (v) =>
          `${v.id} (${v.nodes.length}): ${v.nodes
            .slice(0, 3)
            .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
            .join('; ')}`,
      );
    },
    [AXE_TAGS, exclude] as const,
  );
  return found.map((line) => `${route} ${line}`);
}

function sweep(name: string, routes: string[], theme: 'light' | 'dark', { sideways = false } = {}) {
  for (let start = 0; start < routes.length; start += SHARD) {
    const shard = routes.slice(start, start + SHARD);
    test(`${name}: pages ${start + 1}-${start + shard.length} of ${routes.length}`, async ({ page }) => {
      test.setTimeout(20_000 + shard.length * PER_PAGE_MS);
      const viewport = page.viewportSize()!;
      // Into every document the page loads, without sending its 550 KB again for each one.
      await page.addInitScript({ content: AXE_SOURCE });
      await page.addInitScript(dataSaver);
      /** The chromes met, and those axe ran over whole (nothing excluded). */
      const chromesChecked = new Set<string>();
      const chromesWhole = new Set<string>();
      const wide: string[] = [];
      for (const route of shard) {
        const chrome = await load(page, route, theme);
        const exclude = chromesChecked.has(chrome) ? CHROME : [];
        chromesChecked.add(chrome);
        if (exclude.length === 0) chromesWhole.add(chrome);
        // Soft: every page's violations are reported, even those found before a later page fails or times out.
        expect.soft(await violations(page, route, exclude)).toEqual([]);
        if (!sideways) continue;
        await page.setViewportSize(PHONE);
        const [scrollWidth, width] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        if (scrollWidth > width) wide.push(`${route} (${scrollWidth}px)`);
        await page.setViewportSize(viewport);
      }
      // Positive control: every chrome the shard met was checked whole on one of its pages, not only excluded.
      expect([...chromesWhole]).toEqual([...chromesChecked]);
      expect(wide, 'pages that scroll sideways at 390 px').toEqual([]);
    });
  }
}

/** Every eighth page, the first of each top-level section and the 404 page: the narrow layout and the dark palette. */
const section = (route: string) => route.split('/')[1];
const sample = routes.filter((r, i) => i % 8 === 0 || section(r) !== section(routes[i - 1] ?? '') || r === NOT_FOUND);

test('the sweeps cover every exported page, and a spread sample at 390 px', () => {
  expect(routes.length).toBeGreaterThan(300);
  expect(routes).toEqual(expect.arrayContaining(['/', '/search', '/api', '/guides/partitioning', '/integrations', NOT_FOUND]));
  for (const top of new Set(routes.map(section)))
    expect(
      sample.some((r) => section(r) === top),
      top,
    ).toBe(true);
  expect(sample.length).toBeLessThan(routes.length / 5);
});

test('on a data-saver connection a page has the same DOM, without the idle downloads', async ({ browser }) => {
  const settled = async (saveData: boolean) => {
    const page = await browser.newPage();
    if (saveData) await page.addInitScript(dataSaver);
    const fetched: string[] = [];
    let inFlight = 0;
    let lastRequest = Date.now();
    page.on('request', (request) => {
      fetched.push(new URL(request.url()).pathname);
      inFlight++;
      lastRequest = Date.now();
    });
    const done = () => {
      inFlight--;
      lastRequest = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto('/concepts/assets');
    // The same settle point in both modes: the idle work has begun (the search dialog is parked), then neither the
    // network nor the DOM has moved for half a second.
    await page.locator('#search-dialog[data-parked]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      const marked = window as unknown as { __lastMutation: number };
      marked.__lastMutation = performance.now();
      new MutationObserver(() => (marked.__lastMutation = performance.now())).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    const quiet = async () =>
      inFlight === 0 &&
      Date.now() - lastRequest > 500 &&
      (await page.evaluate(() => performance.now() - (window as unknown as { __lastMutation: number }).__lastMutation > 500));
    await expect.poll(quiet, { intervals: [100], timeout: 20_000 }).toBe(true);
    const dom = await page.evaluate(() => document.body.outerHTML);
    await page.close();
    return { dom, fetched };
  };
  const usual = await settled(false);
  const saver = await settled(true);
  expect(saver.dom).toBe(usual.dom);
  // Positive control: the usual page had done its idle work (the search worker fetched the index) when it was read.
  expect(usual.fetched).toContain('/search-index.json');
  expect(saver.fetched).not.toContain('/search-index.json');
  const frameworkScripts = (paths: string[]) => paths.filter((path) => /^\/_next\/.*\.js$/.test(path));
  expect(frameworkScripts(saver.fetched)).toEqual([]);
  expect(frameworkScripts(usual.fetched).length).toBeGreaterThan(0);
});

test.describe('at 1280 px, light', () => {
  test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  sweep('no WCAG A or AA violation at 1280 px, and none scrolls sideways at 390 px', routes, 'light', { sideways: true });
});

test.describe('at 390 px, dark', () => {
  test.use({ viewport: PHONE, colorScheme: 'dark', isMobile: true, hasTouch: true });
  sweep('no WCAG A or AA violation at 390 px in dark mode', sample, 'dark');
});
