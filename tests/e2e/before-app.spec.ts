import { expect, test, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../lib/next-export/markers';
import { FRAMEWORK_CHUNK as CHUNK, hydrated, markWindow, reactAttached, stallingChunk, startApp, trackZoom, windowMarker } from './helpers';

/*
 * Every control answers from the page's own script (components/behaviors.ts). The first block runs each with the
 * framework's chunks refused outright, so nothing React does can be what answers; the second checks, with the
 * framework running, that nothing is applied twice.
 */

const APP_READY = `html[${APP_READY_ATTRIBUTE}]`;

/** Counts clipboard writes and keeps what was written (window.__copied). */
async function recordClipboard(page: Page) {
  await page.addInitScript(() => {
    const copied: string[] = ((window as unknown as { __copied: string[] }).__copied = []);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) } });
  });
}
const copied = (page: Page) => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied);

/** The copy button of the home page's first titled code block, shown (it appears when the block is hovered). */
async function homeCopyButton(page: Page) {
  await page.goto('/');
  const block = page.locator('.code-block--titled').first();
  await block.hover();
  return block.locator('.copy-button');
}

/** Executed framework scripts (prefetch links do not count: they only fill the cache). */
const frameworkScripts = (page: Page) => page.locator('script[src*="/_next/static/chunks/"]:not([nomodule])').count();

test.describe('with the framework refused', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(CHUNK, (route) => route.abort());
  });
  test.afterEach(async ({ page }) => {
    // The controls answered with no app: it never hydrated.
    await expect(page.locator(APP_READY)).toHaveCount(0);
  });

  test('the theme toggle flips the mode, stores it and names it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toggle = page.locator('.theme-toggle');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-label', 'Switch between dark and light mode (currently dark mode)');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the menu button opens the drawer with the sidebar, and it closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/guides/docker');
    const toggle = page.locator('.navbar-toggle');
    await expect(page.locator('aside.sidebar a').first()).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link').first()).toBeVisible();
    await expect(page.locator('aside.sidebar a[aria-current="page"]')).toBeVisible();
    // The primary panel, and back.
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(page.locator('.mobile-panel--primary').getByRole('link', { name: 'Integrations' })).toBeVisible();
    await expect(page.locator('aside.sidebar a').first()).toBeHidden();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('.mobile-menu')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Each close below starts from a drawer seen open again, so that a toggle that no longer re-opens cannot pass.
    const reopened = async () => {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('.mobile-menu')).toBeVisible();
    };
    await reopened();
    await page.keyboard.press('Escape');
    await expect(page.locator('.mobile-menu')).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await reopened();
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(page.locator('html')).not.toHaveAttribute('data-mobile-menu');
  });

  test('once the page is idle, the drawer and the search dialog wait laid out and hidden; a tap only shows them', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/guides/docker');
    await expect(page.locator('html')).toHaveAttribute('data-menu-prepared', 'secondary');
    const current = page.locator('aside.sidebar a[aria-current="page"]');
    const box = () => current.evaluate((a) => JSON.stringify(a.getBoundingClientRect()));
    // Hidden from sight and from assistive technology, yet laid out where the open drawer shows it.
    await expect(current).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toHaveCount(0);
    const parkedBox = await box();
    expect(JSON.parse(parkedBox).width).toBeGreaterThan(0);
    await page.locator('.navbar-toggle').click();
    await expect(current).toBeVisible();
    expect(await box()).toBe(parkedBox);

    await page.keyboard.press('Escape');
    const parked = page.locator('#search-dialog[data-parked]');
    await expect(parked).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
    await expect(parked.locator('input')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await parked.evaluate((shell) => ((shell as HTMLElement & { __mark?: boolean }).__mark = true));
    await page.locator('.search-button').click();
    // The dialog the tap showed is the parked one, its input focused.
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    expect(await page.evaluate(() => (document.activeElement?.closest('#search-dialog') as { __mark?: boolean } | null)?.__mark)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
    // A new one is parked for the next tap.
    await expect(parked).toHaveCount(1);
  });

  test('without the Clipboard API, copy falls back to the copy command, and says when that fails too', async ({ page }) => {
    await page.addInitScript(() => {
      // As on a page served over plain HTTP from a LAN address: no navigator.clipboard.
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
      const copied: string[] = ((window as unknown as { __copied: string[] }).__copied = []);
      document.addEventListener('copy', () => {
        const area = document.activeElement as HTMLTextAreaElement;
        copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
      });
    });
    const button = await homeCopyButton(page);
    await button.click();
    await expect(button).toHaveAccessibleName('Copied');
    await expect(button).toBeFocused();
    expect((await copied(page))[0]).toContain('defs = dg.Definitions(assets=[greeting, loud_greeting])');
    // No element is left behind.
    await expect(page.locator('body > textarea')).toHaveCount(0);

    await page.evaluate(() => (document.execCommand = () => false));
    await expect(button).toHaveAccessibleName('Copy code to clipboard');
    await button.click();
    await expect(button).toHaveAccessibleName('Copy failed');
    await expect(button).toHaveText('Copy failed');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.locator('button[data-copy-page]')).toHaveText('Copy failed');
  });

  test('copy code and Copy page write to the clipboard', async ({ page }) => {
    await recordClipboard(page);
    await page.goto('/');
    const block = page.locator('.code-block--titled').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.locator('button[data-copy-page]')).toHaveText('Copied');
    const [code, markdown] = await copied(page);
    expect(code).toContain('defs = dg.Definitions(assets=[greeting, loud_greeting])');
    expect(markdown).toContain('# ');
    expect(markdown).not.toContain('<');
  });

  test('a copy button shows its answer, then its own label; a second copy restarts the wait', async ({ page }) => {
    await recordClipboard(page);
    await page.clock.install();
    const button = await homeCopyButton(page);
    await button.click();
    await expect(button).toHaveAccessibleName('Copied');
    await page.clock.runFor(1000);
    await button.click();
    await page.clock.runFor(1000);
    // 2,000 ms after the first copy, 1,000 ms after the second: still the second's answer.
    await expect(button).toHaveAccessibleName('Copied');
    await page.clock.runFor(600);
    await expect(button).toHaveAccessibleName('Copy code to clipboard');
    await expect(button).toHaveText('Copy');
    const copyPage = page.locator('button[data-copy-page]');
    await copyPage.click();
    await expect(copyPage).toHaveText('Copied');
    await page.clock.runFor(2100);
    await expect(copyPage).toHaveText('Copy page');
  });

  test('tabs switch panels and collapsible blocks open', async ({ page }) => {
    await page.goto('/getting-started/installation');
    const tabs = page.locator('.tabs-container').first();
    await tabs.getByRole('tab').nth(1).click();
    await expect(tabs.locator('[role="tabpanel"]').nth(1)).toBeVisible();
    await expect(tabs.locator('[role="tabpanel"]').first()).toBeHidden();
    await page.goto('/guides/schedules');
    const details = page.locator('.markdown details.details').first();
    await details.locator('summary').click();
    await expect(details.locator('.details-body')).toBeVisible();
  });

  test('the narrow-screen "On this page" opens on its entries', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/guides/custom-logging');
    await page.locator('.toc-collapsible > summary').click();
    await expect(page.locator('nav.toc--inline a.toc-link').first()).toBeVisible();
  });

  test('card filters show exactly the cards that match', async ({ page }) => {
    await page.goto('/integrations');
    const input = page.locator('input[data-filter-target]').first();
    const grid = page.locator(`[id="${await input.getAttribute('data-filter-target')}"]`);
    const visible = grid.locator('[data-filter]:visible');
    const all = await visible.count();
    await input.fill('snowflake');
    await expect.poll(() => visible.count()).toBeLessThan(all);
    // The cards on screen are exactly those whose filter text holds the word, and one of them is Snowflake's own.
    const shown = await visible.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-filter') ?? ''));
    const matching = (
      await grid.locator('[data-filter]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-filter') ?? ''))
    ).filter((text) => text.includes('snowflake'));
    expect(shown).toEqual(matching);
    expect(matching.length).toBeGreaterThan(0);
    await expect(visible.locator('.card-title', { hasText: /^Snowflake$/ })).toBeVisible();
    await expect(page.locator('.card-filter-count').first()).toHaveText(`${shown.length} shown`);
  });

  test('a collapsed sidebar category loads its items when opened', async ({ page }) => {
    await page.goto('/guides/docker');
    // A category with no landing page of its own: its whole label toggles it.
    const category = page.locator('details[data-lazy-sidebar]:has(> summary > span.menu-link)').first();
    await category.locator(':scope > summary').click();
    await expect(category).toHaveAttribute('data-loaded', 'true');
    await expect(category.locator('a').nth(1)).toBeVisible();
  });

  test('a content image zooms on its first tap', async ({ page }) => {
    await trackZoom(page);
    await page.goto('/');
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    await page.locator('.markdown img').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-zoom', 'opened');
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-zoom', 'closed');
  });

  test('the announcement bar closes and stays closed', async ({ page }) => {
    await page.goto('/');
    await page.locator('.announcement-close').click();
    await expect(page.locator('.announcement-bar')).toBeHidden();
    await page.reload();
    await expect(page.locator('.announcement-bar')).toBeHidden();
  });

  test('the search dialog opens with its input focused and takes typing; Escape closes it', async ({ page }) => {
    await page.goto('/guides/docker');
    await page.locator('.search-button').click();
    const input = page.locator('.DocSearch-Modal:visible .DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
    await page.keyboard.type('sensor cursor');
    await expect(input).toHaveValue('sensor cursor');
    // Local mode: the search worker answers, and the dialog draws its hits in DocSearch's markup.
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source').first()).not.toBeEmpty();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
    await expect(page.locator('.search-button')).toBeFocused();
    for (const shortcut of ['Control+k', '/']) {
      await page.keyboard.press(shortcut);
      await expect(input).toBeFocused();
      await page.keyboard.press('Escape');
    }
  });
});

test("taps and the search shortcut that come before the page's script runs are answered when it runs, once", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // The page's script is held, as on a slow network where the HTML is on screen long before the script runs.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/behaviors/page.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/guides/docker', { waitUntil: 'commit' });
  const toggle = page.locator('.theme-toggle');
  await toggle.click();
  await page.keyboard.press('Control+k');
  // Nothing has answered yet: the script has not run.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('#search-dialog')).toHaveCount(0);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('#search-dialog:not([data-parked]) input')).toBeFocused();
  // From now on the page's script alone answers: one flip per tap.
  await page.keyboard.press('Escape');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.waitForTimeout(300);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test.describe('while hydration waits for a chunk', () => {
  let chunk: string;
  test.beforeAll(async ({ browser }) => {
    chunk = await stallingChunk(browser);
  });

  test('taps, keys and typing still reach the controls', async ({ page }) => {
    // React stops a discrete event aimed at a part of the page it has not hydrated when it cannot hydrate it at once
    // (lib/browser/hydration-guard.ts).
    await page.route(chunk, () => {});
    await page.goto('/guides/docker');
    await startApp(page);
    // React attaches once the framework's other scripts have run (after a pause and an idle moment): its wait for
    // the stalled chunk starts then.
    await expect.poll(() => reactAttached(page), { timeout: 15_000 }).toBe(true);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.locator('.theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Control+k');
    const input = page.locator('#search-dialog:not([data-parked]) input');
    await expect(input).toBeFocused();
    await page.keyboard.type('asset');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#search-dialog:not([data-parked])')).toHaveCount(0);
    // All of it happened with React attached and still not hydrated.
    await expect(page.locator(APP_READY)).toHaveCount(0);
    expect(await reactAttached(page)).toBe(true);
  });
});

test.describe('with the framework refused, search', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(CHUNK, (route) => route.abort());
  });
  test('Enter in the dialog opens the first hit', async ({ page }) => {
    await page.goto('/');
    await page.locator('.search-button').click();
    await page.keyboard.type('Thinking in assets');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Thinking in assets');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/concepts\/assets\/thinking-in-assets$/);
  });
});

test('the search input is focused within the click that opens the dialog', async ({ page }) => {
  await page.goto('/guides/docker');
  // In one task: the click, then the question. A focus made later (a replayed click, a promise) would answer no.
  const focused = await page.evaluate(() => {
    document.querySelector<HTMLButtonElement>('.search-button')!.click();
    const active = document.activeElement as HTMLInputElement | null;
    return { inDialog: Boolean(active?.closest('.DocSearch-Modal')), tag: active?.tagName };
  });
  expect(focused).toEqual({ inDialog: true, tag: 'INPUT' });
  const byKey = await page.evaluate(() => {
    document.querySelector<HTMLButtonElement>('.DocSearch-Cancel')!.click();
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }),
    );
    return Boolean(document.activeElement?.closest('.DocSearch-Modal'));
  });
  expect(byKey).toBe(true);
});

test.describe('with the framework running, nothing is applied twice', () => {
  test('one theme flip, one copy each, one sidebar toggle, one dialog per tap', async ({ page }) => {
    await recordClipboard(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await hydrated(page);
    // Every change of the mode and every opening or closing of a <details> from here to the test's end: a second
    // application, however late, is in the list read at the end.
    await page.evaluate(() => {
      const changes: string[] = ((window as unknown as { __changes: string[] }).__changes = []);
      new MutationObserver((records) => {
        for (const { target, attributeName, oldValue } of records) {
          const element = target as Element;
          // A write of the value already there (next-themes following the toggle) changes nothing.
          if (oldValue === element.getAttribute(attributeName!)) continue;
          changes.push(
            attributeName === 'data-theme'
              ? `theme ${element.getAttribute('data-theme')}`
              : `details ${element.hasAttribute('open') ? 'open' : 'closed'}`,
          );
        }
      }).observe(document, { subtree: true, attributeOldValue: true, attributeFilter: ['data-theme', 'open'] });
    });
    await page.locator('.theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const block = page.locator('.code-block--titled').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.locator('button[data-copy-page]')).toHaveText('Copied');
    expect(await copied(page)).toHaveLength(2);

    const category = page.locator('details[data-lazy-sidebar]:has(> summary > span.menu-link)').first();
    await category.locator(':scope > summary').click();
    await expect(category).toHaveAttribute('data-loaded', 'true');
    await expect(category.locator('a').nth(1)).toBeVisible();

    await page.locator('.search-button').click();
    await page.keyboard.type('asset');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(1);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);

    // Seconds after the taps: each control was applied exactly once, and the mode and its store still say dark.
    expect(await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes)).toEqual(['theme dark', 'details open']);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await copied(page)).toHaveLength(2);
  });
});

test("React takes the navbar over as the page's script left it, with no error, and renders the next page's", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // On a Mac the page's script shows ⌘ as the shortcut key: text the server did not render.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/guides/docker');
  const key = page.locator('.search-button .DocSearch-Button-Key').first();
  const toggle = page.locator('.theme-toggle');
  await expect(key).toHaveText('⌘');
  await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);
  // A mark on the element itself: it is gone if hydration replaced the navbar's DOM.
  await page.evaluate(() => Object.assign(document.querySelector('.navbar-inner')!, { __kept: true }));
  await hydrated(page);
  // A hydration mismatch is reported when React renders the page again, after the first commit.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (document.querySelector('.navbar-inner') as unknown as { __kept?: boolean }).__kept)).toBe(true);
  await expect(key).toHaveText('⌘');
  await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);

  await markWindow(page);
  await page.locator('.navbar-items').getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.locator('.navbar-link[aria-current="page"]')).toHaveText('Integrations');
  expect(await windowMarker(page)).toBe(42);
  await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-label', /currently light mode/);
  expect(errors).toEqual([]);
});

test.describe('colour mode before any input', () => {
  test('follows a change of the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await frameworkScripts(page)).toBe(0);
  });

  test('follows a mode chosen in another tab', async ({ context }) => {
    const reader = await context.newPage();
    await reader.emulateMedia({ colorScheme: 'light' });
    await reader.goto('/guides/docker');
    await expect(reader.locator('html')).toHaveAttribute('data-theme', 'light');
    const other = await context.newPage();
    await other.goto('/');
    await other.locator('.theme-toggle').click();
    await expect(reader.locator('html')).toHaveAttribute('data-theme', 'dark');
    // A cleared store: the untouched tab follows the system again.
    await other.evaluate(() => localStorage.clear());
    await expect(reader.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await frameworkScripts(reader)).toBe(0);
  });
});

test('a page reads without running the framework; the first input starts it', async ({ page }) => {
  await page.goto('/guides/docker', { waitUntil: 'load' });
  await expect(page.locator('h1')).toHaveText(/docker/i);
  // Prefetched once the page is idle, but not run.
  await expect(page.locator('link[rel="prefetch"][href*="/_next/static/chunks/"]').first()).toBeAttached();
  expect(await frameworkScripts(page)).toBe(0);
  await expect(page.locator(APP_READY)).toHaveCount(0);
  await hydrated(page);
  expect(await frameworkScripts(page)).toBeGreaterThan(3);
});

test('a diagram is drawn with no framework', async ({ page }) => {
  await page.route(CHUNK, (route) => route.abort());
  await page.goto('/tutorial/tutorial-etl');
  await page.locator('.mermaid').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.mermaid').first().locator('svg')).toBeAttached({ timeout: 15_000 });
  await expect(page.locator(APP_READY)).toHaveCount(0);
});

test.describe('the search engine', () => {
  test('runs in a worker the page starts once it is idle, with no input', async ({ page }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/');
    await expect.poll(() => workers).toEqual([expect.stringMatching(/\/behaviors\/search-worker\.js$/)]);
    await expect(page.locator(APP_READY)).toHaveCount(0);
    await hydrated(page);
    await page.locator('.search-button').click();
    await page.keyboard.type('asset');
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    expect(workers).toEqual([expect.stringMatching(/\/behaviors\/search-worker\.js$/)]);
  });

  test('answers in the page when its worker cannot start', async ({ page }) => {
    await page.route('**/behaviors/search-worker.js', (route) => route.abort());
    await page.goto('/');
    await hydrated(page);
    await page.locator('.search-button').click();
    await page.keyboard.type('asset');
    // The index downloads and builds on this thread now, after the worker's failure.
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible({ timeout: 15_000 });
  });
});
