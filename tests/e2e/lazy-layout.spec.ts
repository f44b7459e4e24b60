import { expect, type Page, test } from '@playwright/test';

/*
 * Blocks below the first screen are skipped until they near the viewport, with a placeholder height. Once the page
 * is idle, its script lays each out once, and holds the reader's view until then (components/docs/lazy-layout.ts).
 * The longest API page has the largest gap between the two heights.
 */

const LONG_PAGE = '/api/schedules-sensors/sensors';
const next = (page: Page) => page.locator('.pagination-link--next');
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
/** Where the reader is, for a failure's message. */
const view = (page: Page) =>
  page.evaluate(
    () =>
      `scrollY ${scrollY}, height ${document.documentElement.scrollHeight}, next at ${document.querySelector('.pagination-link--next')?.getBoundingClientRect().top}`,
  );

test.use({ viewport: { width: 390, height: 844 } });

/** The page's height with every block laid out: loaded at a #fragment, nothing waits for the viewport. */
async function realHeight(page: Page) {
  await page.goto(`${LONG_PAGE}#dagster.sensor`);
  return pageHeight(page);
}

test('once idle, a long page has its real height, and End lands on the link to the next page', async ({ page }) => {
  const real = await realHeight(page);
  // The height once the HTML is parsed, before the page's script lays blocks out (after load, when idle).
  await page.addInitScript(() =>
    addEventListener('DOMContentLoaded', () => Object.assign(window, { heightAtStart: document.documentElement.scrollHeight })),
  );
  await page.goto(LONG_PAGE);
  // The placeholders are far from the real heights here, or this test would show nothing.
  const atStart = await page.evaluate(() => (window as unknown as { heightAtStart: number }).heightAtStart);
  expect(Math.abs(atStart - real)).toBeGreaterThan(1000);
  await expect.poll(async () => Math.abs((await pageHeight(page)) - real)).toBeLessThan(50);
  // Laid out once, the blocks off screen are skipped again.
  const lastName = page.locator('.api-symbol-name').last();
  await expect.poll(() => lastName.evaluate((name) => name.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  await page.locator('h1').click();
  await page.keyboard.press('End');
  await expect(next(page), await view(page)).toBeInViewport();
});

/**
 * Scrolls `selector` into view (`block`) the moment the page's script starts holding the view, before it lays any
 * block out, and notes on window when it lets go: the reader jumps while every block below the first screen still
 * has its placeholder height.
 */
async function jumpWhenHeld(page: Page, selector: string, block: ScrollLogicalPosition) {
  await page.addInitScript(
    ([selector, block]) => {
      let held = false;
      // Runs before <html> is parsed: watches the whole document for its style.
      new MutationObserver(() => {
        const holding = document.documentElement.style.overflowAnchor === 'none';
        if (holding && !held) document.querySelector(selector)?.scrollIntoView({ block });
        if (held && !holding) Object.assign(window, { letGo: true });
        held = holding;
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
    },
    [selector, block] as const,
  );
  await page.goto(LONG_PAGE);
}
const letGo = (page: Page) => page.waitForFunction(() => (window as unknown as { letGo?: boolean }).letGo === true);

test('a jump to the end before the blocks are laid out keeps the link to the next page in view', async ({ page }) => {
  await jumpWhenHeld(page, '.pagination-link--next', 'end');
  await letGo(page);
  await expect(next(page), await view(page)).toBeInViewport();
  // And the reader can follow it.
  await next(page).click();
  await expect(page).toHaveURL(/\/api\/schedules-sensors\/asset-sensors$/);
});

test('text in view stays put while the blocks above it take their real height', async ({ page }) => {
  const symbol = '[id="dagster.build_sensor_context"]';
  await jumpWhenHeld(page, symbol, 'center');
  const top = () => page.locator(symbol).evaluate((s) => Math.round(s.getBoundingClientRect().top));
  await page.waitForFunction(() => document.documentElement.style.overflowAnchor === 'none' || 'letGo' in window);
  const before = await top();
  await letGo(page);
  const after = await top();
  expect(Math.abs(after - before), `${before} -> ${after}`).toBeLessThan(50);
});
