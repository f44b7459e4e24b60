import { type BrowserContext, type CDPSession, expect, type Page, test } from '@playwright/test';
import { PAGE_EVENT } from '../../lib/browser/page-events';
import { PRERENDER_NOTICE_KEY, SPECULATION_ATTRIBUTE } from '../../lib/browser/speculation';
import { dataSaver, followLink, hydrated, markWindow, noSpeculationRules, windowMarker } from './helpers';

/*
 * The next page from the speculation rules (lib/browser/speculation.ts). Chromium runs them here, but prerenders
 * nothing while Playwright drives it (its DevTools sessions have no tab target: the prerender ends with
 * PrerenderingDisabledByDevTools and the browser keeps the prefetch it made on the way). So these tests follow the
 * prefetched page, and play the prerender's part of a page's life (document.prerendering, prerenderingchange) from
 * an init script.
 */

const FROM = '/guides/docker';

/** The speculative loads the browser reports for this page (the Preload domain), as `action status url`. */
async function speculations(page: Page): Promise<{ cdp: CDPSession; seen: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const seen: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', (e) => seen.push(`Prefetch ${e.status} ${new URL(e.key.url).pathname}`));
  cdp.on('Preload.prerenderStatusUpdated', (e) => seen.push(`Prerender ${e.status} ${new URL(e.key.url).pathname}`));
  await cdp.send('Preload.enable');
  return { cdp, seen };
}

const nextPath = async (page: Page) => new URL((await page.locator('.pagination-link--next').getAttribute('href'))!, page.url()).pathname;

/** How the shown page's document arrived: 'navigational-prefetch' when it came from a speculative fetch. */
const deliveryType = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
  );

test('Next shows the page the rules fetched, with no new request for its HTML (before the framework starts)', async ({ page }) => {
  const { seen } = await speculations(page);
  await page.goto(FROM);
  const next = await nextPath(page);
  await expect(page.locator(`html[${SPECULATION_ATTRIBUTE}]`)).toBeAttached();
  await expect.poll(() => seen).toContain(`Prefetch Ready ${next}`);
  // A click with no focus or pointer move first (either is an input that starts the framework).
  await page.locator('.pagination-link--next').evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.locator('h1')).toBeVisible();
  // The browser's own record that the shown document came from the speculative fetch, not a new request for its
  // HTML (Playwright reports a request event for a navigation served from the prefetch too, so its events cannot tell).
  expect(await deliveryType(page)).toBe('navigational-prefetch');
  expect(seen).toContain(`Prefetch Success ${next}`);
});

/** The requests for a page's HTML or its router payload, as paths. */
function pageRequests(page: Page, path: string) {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === path || url.pathname.startsWith(`${path}.`) || url.pathname.startsWith(`${path}/`)) asked.push(url.pathname);
  });
  return asked;
}

/**
 * Writes the notices a prerendered page writes (announcePrerender), from another page of the site, as a prerender
 * would: the pages open in `context` hear them as storage events.
 */
async function sendNotices(context: BrowserContext, notices: { path: string; from: string }[]) {
  const other = await context.newPage();
  await other.goto('/404');
  await other.evaluate(
    ([key, all]) => {
      for (const notice of all) {
        localStorage.setItem(key, JSON.stringify(notice));
        localStorage.removeItem(key);
      }
    },
    [PRERENDER_NOTICE_KEY, notices] as const,
  );
}

/** The paths this page holds prerendered, as its script and the framework read them (lib/browser/speculation.ts). */
const heldPrerendered = (page: Page) =>
  page.evaluate(
    (key) => [...((window as unknown as Record<symbol, Set<string> | undefined>)[Symbol.for(key)] ?? [])],
    PRERENDER_NOTICE_KEY,
  );

test('once the framework runs, Next with no prerender in hand is a client navigation from the router prefetch: nothing is asked at the tap', async ({
  page,
}) => {
  await page.goto(FROM);
  const next = await nextPath(page);
  await expect(page.locator(`html[${SPECULATION_ATTRIBUTE}]`)).toBeAttached();
  await hydrated(page);
  await markWindow(page);
  const asked = pageRequests(page, next);
  // In view, the link's page is prefetched: its HTML, the router's tree and the page's payload.
  await page.locator('.pagination-link--next').scrollIntoViewIfNeeded();
  for (const part of [`${next}`, '/__next._tree.txt', '__PAGE__.txt'])
    await expect.poll(() => asked.some((p) => p.endsWith(part))).toBe(true);
  const beforeTap = asked.length;
  // Chromium prerenders nothing while Playwright drives it, so no prerender has announced itself.
  expect(await heldPrerendered(page)).toEqual([]);
  await followLink(page.locator('.pagination-link--next'));
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.locator('h1')).not.toHaveText(/docker/i);
  expect(await windowMarker(page)).toBe(42);
  expect(asked.slice(beforeTap)).toEqual([]);
});

test('a prefetched page is parsed while the browser is idle: the client navigation to it parses no HTML', async ({ page }) => {
  await page.goto(FROM);
  const next = await nextPath(page);
  await hydrated(page);
  // Counts the HTML documents the page parses (lib/next-export/content-island.tsx reads a page's islands from one).
  await page.evaluate(() => {
    const parse = DOMParser.prototype.parseFromString;
    const counter = window as unknown as { __parsed: string[] };
    counter.__parsed = [];
    DOMParser.prototype.parseFromString = function (this: DOMParser, text, type) {
      const document = parse.call(this, text, type);
      counter.__parsed.push(document.querySelector('h1')?.textContent ?? '');
      return document;
    };
  });
  const parsed = () => page.evaluate(() => (window as unknown as { __parsed: string[] }).__parsed);
  const nextTitle = /<h1[^>]*>([^<]*)</.exec(await (await page.request.get(next)).text())![1];
  await page.locator('.pagination-link--next').scrollIntoViewIfNeeded();
  await expect.poll(parsed).toContain(nextTitle);
  await page.evaluate(() => ((window as unknown as { __parsed: string[] }).__parsed = []));
  await followLink(page.locator('.pagination-link--next'));
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  const title = page.locator('main h1');
  await expect(title).not.toHaveText(/docker/i);
  // The new page's own content and sidebar, from the islands kept at idle.
  await expect(page.locator(`[data-island="${next}"] h1`)).toHaveText((await title.textContent())!);
  await expect(page.locator(`[data-island="sidebar:${next}"] a[aria-current="page"]`)).toHaveAttribute('href', next);
  await expect(title).toHaveText(nextTitle);
  // Only pages prefetched after the tap (the new page's own links in view) may be parsed, never the shown one.
  expect(await parsed()).not.toContain(nextTitle);
});

test('once the framework runs, Next whose prerender has announced itself is left to the browser, which shows it', async ({
  page,
  context,
}) => {
  const { seen } = await speculations(page);
  await page.goto(FROM);
  const next = await nextPath(page);
  await hydrated(page);
  await markWindow(page);
  await expect.poll(() => seen).toContain(`Prefetch Ready ${next}`);
  // The notice a prerendered page writes (announcePrerender), from another page of the site: one for another page
  // than this one is ignored, and the one for this page is held.
  await sendNotices(context, [
    { path: '/concepts/assets', from: '/guides/elsewhere' },
    { path: next, from: FROM },
  ]);
  await expect.poll(() => heldPrerendered(page)).toEqual([next]);
  await followLink(page.locator('.pagination-link--next'));
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  await expect(page.locator('h1')).toBeVisible();
  // A page load, the browser's (here from the rules' prefetch, as Playwright's Chromium prerenders nothing).
  expect(await windowMarker(page)).toBeUndefined();
  expect(await deliveryType(page)).toBe('navigational-prefetch');
});

test("once the framework runs, the rules keep only the pagination's pages: a tapped article link is fetched by its navigation alone", async ({
  page,
}) => {
  const { seen } = await speculations(page);
  await page.goto(FROM);
  const rules = () => page.evaluate(() => JSON.parse(document.querySelector('script[type="speculationrules"]')?.textContent ?? '{}'));
  await expect(page.locator(`html[${SPECULATION_ATTRIBUTE}]`)).toBeAttached();
  const before = await rules();
  expect(before.prefetch).toHaveLength(1);
  expect(before.prerender.some((rule: { eagerness: string }) => rule.eagerness === 'moderate')).toBe(true);
  await hydrated(page);
  await expect.poll(async () => (await rules()).prefetch).toEqual([]);
  const after = await rules();
  expect(after.prerender.map((rule: { eagerness: string }) => rule.eagerness)).toEqual(['immediate', 'eager']);
  await markWindow(page);
  const link = page.locator('.markdown a[href^="/guides/"]').first();
  const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('h1')).toBeVisible();
  expect(await windowMarker(page)).toBe(42);
  expect(seen.filter((status) => status.endsWith(` ${target}`))).toEqual([]);
});

test('on Save-Data the page adds no speculation rules and the browser fetches no page ahead', async ({ page }) => {
  await page.addInitScript(dataSaver);
  const { seen } = await speculations(page);
  const speculative: string[] = [];
  page.on('request', (r) => r.headers()['sec-purpose'] && speculative.push(r.url()));
  await page.goto(FROM);
  await page.waitForLoadState('load');
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
  await expect(page.locator(`html[${SPECULATION_ATTRIBUTE}]`)).toHaveCount(0);
  // Positive control, in the same page: the rules the site would have added start a prefetch at once.
  await page.evaluate(() => {
    const rules = document.createElement('script');
    rules.type = 'speculationrules';
    rules.text = JSON.stringify({ prefetch: [{ urls: ['/guides/dagster-service'], eagerness: 'immediate' }] });
    document.head.append(rules);
  });
  await expect.poll(() => seen).toContain('Prefetch Ready /guides/dagster-service');
  expect(seen.filter((s) => !s.endsWith(' /guides/dagster-service'))).toEqual([]);
  expect(speculative.filter((url) => !url.endsWith('/guides/dagster-service'))).toEqual([]);
});

test('without speculation rules (other browsers) Next is a client navigation, as before', async ({ page }) => {
  await page.addInitScript(noSpeculationRules);
  await page.goto(FROM);
  await hydrated(page);
  await markWindow(page);
  await followLink(page.locator('.pagination-link--next'));
  await expect(page).not.toHaveURL(new RegExp(`${FROM}$`));
  await expect(page.locator('h1')).not.toHaveText(/docker/i);
  expect(await windowMarker(page)).toBe(42);
  await expect(page.locator(`html[${SPECULATION_ATTRIBUTE}]`)).toHaveCount(0);
});

/**
 * Plays a prerender: the page loads with document.prerendering true, and is shown when the test calls `show`
 * (prerenderingchange, as the browser fires it at activation).
 */
async function loadAsPrerendered(page: Page, path: string, referer?: string) {
  await page.addInitScript(() => {
    const state = { prerendering: true };
    Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => state.prerendering });
    Object.assign(window, {
      __show: () => {
        state.prerendering = false;
        document.dispatchEvent(new Event('prerenderingchange'));
      },
    });
  });
  await page.goto(path, { referer });
  await page.waitForLoadState('load');
  return () => page.evaluate(() => (window as unknown as { __show: () => void }).__show());
}

test('a prerendered page sets itself up once, when shown, with the colour mode and announcement chosen meanwhile', async ({ page }) => {
  const idleWork: string[] = [];
  page.on('request', (r) => /search-index|\/_next\/static\/chunks\/.*\.js$/.test(r.url()) && idleWork.push(r.url()));
  await page.emulateMedia({ colorScheme: 'light' });
  const show = await loadAsPrerendered(page, '/concepts/assets/thinking-in-assets');
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-theme', 'light');
  // While hidden: no per-page set-up (the docs version it stores), no idle work (search index, framework).
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  expect(idleWork).toEqual([]);
  // The reader, on the page before, switches to dark and closes the announcement.
  await page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('announcement.dismiss', 'true');
  });
  await show();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(root).toHaveAttribute('data-announcement-dismissed', 'true');
  await expect(page.locator('.theme-toggle').first()).toHaveAttribute('aria-label', /currently dark mode/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('Next');
  expect(await page.evaluate(() => scrollY)).toBe(0);
  // Its controls answer once: one tap on the toggle flips the mode once.
  await page.locator('.theme-toggle:visible').click();
  await expect(root).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => idleWork.length).toBeGreaterThan(0);
});

test('a page being prerendered tells the page that asked for it, and leaves nothing in storage', async ({ page, context }) => {
  await page.goto(FROM);
  const next = await nextPath(page);
  await expect(page.locator(`html[${SPECULATION_ATTRIBUTE}]`)).toBeAttached();
  const prerendered = await context.newPage();
  const show = await loadAsPrerendered(prerendered, next, `${new URL(page.url()).origin}${FROM}`);
  await expect.poll(() => heldPrerendered(page)).toEqual([next]);
  expect(await page.evaluate((key) => localStorage.getItem(key), PRERENDER_NOTICE_KEY)).toBeNull();
  // Shown, it says nothing more; a page loaded the usual way says nothing at all.
  await show();
  const plain = await context.newPage();
  await plain.goto('/concepts/assets', { referer: `${new URL(page.url()).origin}${FROM}` });
  await plain.waitForLoadState('load');
  expect(await heldPrerendered(page)).toEqual([next]);
});

/** A phone's context: 390 px, touch, no hover. */
const phone = () => ({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The pages the rules name beyond the pagination's, as `eagerness path`: those the framework asked for. */
const askedOfBrowser = (page: Page) =>
  page.evaluate(() => {
    const pagination = [...document.querySelectorAll<HTMLAnchorElement>('.pagination-link')].map((a) => a.pathname);
    type Rule = { eagerness: string; where?: { href_matches?: string } };
    return [...document.querySelectorAll('script[type="speculationrules"]')]
      .flatMap((script): Rule[] => JSON.parse(script.textContent ?? '{}').prerender ?? [])
      .filter((rule) => rule.where?.href_matches && !pagination.includes(rule.where.href_matches))
      .map((rule) => `${rule.eagerness} ${rule.where?.href_matches}`);
  });

test("on a phone, where the page's Next has not said it is prerendered, the links the reader rests on are prefetched at once", async ({
  browser,
}) => {
  const context = await browser.newContext(phone());
  const page = await context.newPage();
  const fetched = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.resourceType() === 'fetch' && !/\.\w+$/.test(path)) fetched.add(path);
  });
  await page.goto(FROM);
  await expect(page.locator(`html[${SPECULATION_ATTRIBUTE}]`)).toBeAttached();
  await hydrated(page);
  // Chromium under Playwright prerenders nothing, so Next has not announced itself: this browser does not prerender.
  expect(await heldPrerendered(page)).toEqual([]);
  await page.evaluate(() => document.querySelector('.markdown a[href^="/"]')?.scrollIntoView({ block: 'center' }));
  await expect.poll(() => fetched.size, { timeout: 5_000 }).toBeGreaterThan(0);
  expect(await askedOfBrowser(page)).toEqual([]);
  await context.close();
});

test('on a phone, once the framework runs, the article links the reader rests on are asked of the browser; announced, a tap is left to it', async ({
  browser,
}) => {
  const from = '/concepts/assets';
  const context = await browser.newContext(phone());
  const page = await context.newPage();
  await page.goto(from);
  await expect(page.locator(`html[${SPECULATION_ATTRIBUTE}]`)).toBeAttached();
  await hydrated(page);
  await markWindow(page);
  const asked = () => askedOfBrowser(page);
  expect(await asked()).toEqual([]);
  await page.evaluate(() => scrollTo(0, 800));
  const inView = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('.markdown a[href^="/"]')]
      .filter((a) => a.getBoundingClientRect().bottom > 0 && a.getBoundingClientRect().top < innerHeight)
      .map((a) => a.pathname)
      .filter((path) => path !== location.pathname),
  );
  // After the rest, two pages the reader can see are asked for, at once; no third.
  await expect.poll(async () => (await asked()).length, { timeout: 5_000 }).toBe(2);
  const paths = (await asked()).map((rule: string) => rule.replace(/^immediate /, ''));
  expect((await asked()).every((rule: string) => rule.startsWith('immediate '))).toBe(true);
  expect(paths.every((path: string) => inView.includes(path))).toBe(true);
  // A client navigation elsewhere (a link to another page, whose prerender was not asked) drops them: the rules in
  // place once the next page is set up no longer name them.
  const elsewhere = await context.newPage();
  await elsewhere.goto(from);
  await hydrated(elsewhere);
  await elsewhere.evaluate(() => scrollTo(0, 800));
  const named = (text: string) => paths.filter((path: string) => text.includes(`"${path}"`));
  const rulesText = () =>
    elsewhere.evaluate(() => [...document.querySelectorAll('script[type="speculationrules"]')].map((s) => s.textContent).join(' '));
  await expect.poll(async () => named(await rulesText()), { timeout: 5_000 }).toEqual(paths);
  await elsewhere.evaluate((event) => {
    document.addEventListener(
      event,
      () => {
        const text = [...document.querySelectorAll('script[type="speculationrules"]')].map((s) => s.textContent).join(' ');
        (window as unknown as { __rulesOnArrival: string }).__rulesOnArrival = text;
      },
      { once: true },
    );
  }, PAGE_EVENT);
  await elsewhere.evaluate(
    (asked) =>
      [...document.querySelectorAll<HTMLAnchorElement>('.markdown a[href^="/"]')]
        .find((a) => !asked.includes(a.pathname) && a.pathname !== location.pathname && !/\.\w+$/.test(a.pathname))
        ?.setAttribute('data-test-elsewhere', ''),
    paths,
  );
  await followLink(elsewhere.locator('[data-test-elsewhere]'));
  await expect(elsewhere).not.toHaveURL(new RegExp(`${from}$`));
  const onArrival = await elsewhere.waitForFunction(() => (window as unknown as { __rulesOnArrival?: string }).__rulesOnArrival);
  expect(named(String(await onArrival.jsonValue()))).toEqual([]);
  await elsewhere.close();
  // One of them announces itself, as its prerender would (announcePrerender): a tap on its link is the browser's.
  await sendNotices(context, [{ path: paths[0], from }]);
  await expect.poll(() => heldPrerendered(page)).toContain(paths[0]);
  await page.evaluate(
    (path) =>
      [...document.querySelectorAll<HTMLAnchorElement>('.markdown a')]
        .find((a) => a.pathname === path && a.getBoundingClientRect().top > 0 && a.getBoundingClientRect().bottom < innerHeight)
        ?.setAttribute('data-test-target', ''),
    paths[0],
  );
  await page.locator('[data-test-target]').tap();
  await expect(page).toHaveURL(new RegExp(`${paths[0]}$`));
  await expect(page.locator('h1')).toBeVisible();
  expect(await windowMarker(page)).toBeUndefined();
  await context.close();
});
