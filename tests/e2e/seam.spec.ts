import { type Browser, expect, test, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../lib/next-export/markers';
import { startAlgoliaStub } from '../support/algolia-stub';
import { FRAMEWORK_CHUNK as CHUNK, HOSTED_CONFIG, type SearchMode, searchIndexName, stallingChunk, useSearchConfig } from './helpers';

/*
 * The seam: every control is the page's own script's from the first tap, and the framework, whenever it starts,
 * takes none of them over. Each reader script below runs the same, and must end in the same state, with the
 * framework's scripts refused, with the framework running before the reader starts, and with them held until a
 * moment just after the reader's first input, so that it boots (at 4x CPU) while the reader types and taps.
 */

const APP_READY = `html[${APP_READY_ATTRIBUTE}]`;

/**
 * How the framework starts, and the CPU slowdown the page runs at (none unless given). Only a start held until just
 * after the first input needs a phone's CPU: 4x stretches the framework's boot across the reader's keys and taps.
 * Refused or already running, the framework does nothing while the reader acts; stalled, it attaches at the first
 * input and then waits for ever for its chunk. There a slower CPU would only make the test longer.
 */
type Start = {
  name: string;
  cpuSlowdown?: number;
  /** Work for the whole group, once per worker, outside each test's time. */
  setUp?: (browser: Browser) => Promise<unknown>;
  prepare: (page: Page) => Promise<{ begin: () => void }>;
};
const heldUntil = (offset: number): Start => ({
  name: `started ${offset} ms after the first input`,
  cpuSlowdown: 4,
  async prepare(page) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(CHUNK, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    return { begin: () => void setTimeout(release, offset) };
  },
});
const STARTS: Start[] = [
  {
    name: 'with the framework refused',
    async prepare(page) {
      await page.route(CHUNK, (route) => route.abort());
      return { begin: () => {} };
    },
  },
  { name: 'with the framework running', prepare: async () => ({ begin: () => {} }) },
  heldUntil(0),
  heldUntil(400),
  {
    // React attaches at the first input but never finishes hydrating: a chunk it needs is lost on the way.
    name: 'with hydration stalled on a lost chunk',
    setUp: stallingChunk,
    async prepare(page) {
      await page.route(await stallingChunk(page.context().browser()!), () => {});
      return { begin: () => {} };
    },
  },
];

/** A page at the start's CPU, started as `start` says; 'running' hydrates it before the reader's first input. */
async function load(page: Page, path: string, start: Start) {
  const { begin } = await start.prepare(page);
  if (start.cpuSlowdown) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: start.cpuSlowdown });
  }
  await page.goto(path);
  if (start.name === 'with the framework running') {
    await page.mouse.move(1, 1);
    await page.locator(APP_READY).waitFor({ state: 'attached', timeout: 20_000 });
  }
  return begin;
}

/** Counts the search dialogs a reader could see at once, for the page's whole life (window.__maxDialogs). */
async function countDialogs(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __maxDialogs: number };
    w.__maxDialogs = 0;
    new MutationObserver(() => {
      const open = document.querySelectorAll('.DocSearch-Container:not([data-parked])').length;
      w.__maxDialogs = Math.max(w.__maxDialogs, open);
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-parked'] });
  });
}
const maxDialogs = (page: Page) => page.evaluate(() => (window as unknown as { __maxDialogs: number }).__maxDialogs);
const recent = (page: Page, mode: SearchMode) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { url: string }[],
    `__DOCSEARCH_RECENT_SEARCHES__${searchIndexName(mode)}`,
  );

let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;
test.beforeAll(async () => {
  stub = await startAlgoliaStub(undefined, undefined, { tls: true });
});
test.afterAll(async () => stub.close());
test.use({ ignoreHTTPSErrors: true });

async function useMode(page: Page, mode: SearchMode) {
  stub.setMode('ok');
  if (mode === 'hosted') {
    await useSearchConfig(page, mode);
    await stub.routeAlgoliaHosts(page, HOSTED_CONFIG.appId);
  }
}

/** The third hit for 'asset', read once per mode from a dialog left to settle: what the keys below must open. */
const thirdHit = new Map<SearchMode, string>();
async function expectedThirdHit(page: Page, mode: SearchMode) {
  if (!thirdHit.has(mode)) {
    const probe = await page.context().newPage();
    await useMode(probe, mode);
    await probe.goto('/guides/docker');
    await probe.keyboard.press('Control+k');
    await probe.keyboard.type('asset');
    const option = probe.locator('.DocSearch-Modal:visible [role="option"]').nth(2);
    await expect(probe.locator('#search-dialog')).toHaveAttribute('data-answered', 'asset', { timeout: 15_000 });
    thirdHit.set(mode, (await option.getAttribute('href'))!);
    await probe.close();
  }
  return thirdHit.get(mode)!;
}

for (const start of STARTS) {
  test.describe(start.name, () => {
    test.describe.configure({ timeout: 60_000 });
    if (start.setUp) test.beforeAll(async ({ browser }) => start.setUp!(browser));

    for (const mode of ['local', 'hosted'] as const) {
      test(`${mode} search: Ctrl+K, type, ArrowDown twice, Enter opens the third hit, saved as recent, in one dialog`, async ({ page }) => {
        const expected = await expectedThirdHit(page, mode);
        await useMode(page, mode);
        await countDialogs(page);
        const begin = await load(page, '/guides/docker', start);
        await page.keyboard.press('Control+k');
        begin();
        await page.keyboard.type('asset');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash, { timeout: 20_000 }).toBe(expected);
        await expect.poll(async () => (await recent(page, mode)).length).toBe(1);
        // A client navigation keeps the counter; a full load starts it again: either way never two dialogs.
        expect(await maxDialogs(page)).toBeLessThanOrEqual(1);
      });

      test(`${mode} search: the button, type, pick with the pointer, reopen to see it under Recent`, async ({ page }) => {
        await useMode(page, mode);
        const begin = await load(page, '/', start);
        await page.locator('.search-button').click();
        begin();
        await page.keyboard.type('docker compose');
        const first = page.locator('.DocSearch-Modal:visible [role="option"]').first();
        await expect(page.locator('#search-dialog')).toHaveAttribute('data-answered', 'docker compose', { timeout: 15_000 });
        const href = (await first.getAttribute('href'))!;
        const title = (await first.locator('.DocSearch-Hit-title').textContent())!;
        await first.click();
        await expect(page).toHaveURL(new RegExp(`${href.split('#')[0]}(#|$)`), { timeout: 20_000 });
        // The URL changes when the new page's response starts; its script (a module) has run by DOMContentLoaded.
        await page.waitForLoadState('domcontentloaded');
        await page.locator('.search-button').click();
        const recentHits = page.locator('.DocSearch-Hits').filter({ hasText: 'Recent' }).locator('[role="option"]');
        await expect(recentHits).toHaveCount(1);
        await expect(recentHits).toContainText(title);
      });
    }

    for (const storage of ['works', 'throws'] as const) {
      test(`theme then navigate, storage ${storage}: the next page keeps the mode picked`, async ({ page }) => {
        if (storage === 'throws')
          await page.addInitScript(() => {
            for (const method of ['getItem', 'setItem', 'removeItem'] as const)
              Storage.prototype[method] = () => {
                throw new DOMException('blocked', 'SecurityError');
              };
          });
        await page.emulateMedia({ colorScheme: 'light' });
        const begin = await load(page, '/guides/docker', start);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await page.locator('.theme-toggle').click();
        begin();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        const link = page.locator('.doc-article .markdown a[href^="/"]:not([href*="#"]):visible').first();
        const href = (await link.getAttribute('href'))!;
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 });
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        // Let the framework start on this page too (a first input), and settle: the mode holds.
        await page.mouse.move(5, 5);
        await page.waitForTimeout(1500);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      });
    }

    test('menu, open a category, follow a link: the drawer closes on the page followed', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const begin = await load(page, '/guides/docker', start);
      await page.locator('.navbar-toggle').click();
      begin();
      const drawer = page.locator('aside.sidebar');
      const path = await drawer
        .locator('details[data-lazy-sidebar]:not([open]):has(> summary > span.menu-link)')
        .first()
        .getAttribute('data-sidebar-path');
      const category = drawer.locator(`details[data-sidebar-path="${path}"]`);
      await category.locator(':scope > summary').click();
      await expect(category).toHaveAttribute('data-loaded', 'true', { timeout: 15_000 });
      const link = category.locator('a[href^="/"]').first();
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 });
      await expect(page.locator('.mobile-menu')).toBeHidden();
      await expect(page.locator('.navbar-toggle')).toHaveAttribute('aria-expanded', 'false');
    });

    test('tabs then copy: the tab picked stays picked, one copy per tap', async ({ page }) => {
      await page.addInitScript(() => {
        const copied: string[] = ((window as unknown as { __copied: string[] }).__copied = []);
        Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) } });
      });
      const begin = await load(page, '/getting-started/installation', start);
      const tabs = page.locator('.tabs-container').first();
      await tabs.getByRole('tab').nth(1).click();
      begin();
      const block = tabs.locator('[role="tabpanel"]').nth(1).locator('.code-block-pre, pre').first();
      await block.hover();
      await tabs.locator('[role="tabpanel"]').nth(1).getByRole('button', { name: 'Copy code to clipboard' }).first().click();
      // Whatever the framework does as it starts, the second panel stays and one copy was made.
      await page.mouse.move(5, 5);
      await page.waitForTimeout(1500);
      await expect(tabs.locator('[role="tabpanel"]').nth(1)).toBeVisible();
      await expect(tabs.locator('[role="tabpanel"]').first()).toBeHidden();
      await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
      expect(await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toHaveLength(1);
    });
  });
}
