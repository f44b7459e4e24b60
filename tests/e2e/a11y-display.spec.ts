import { expect, type Page, test } from '@playwright/test';
import { dataSaver, holdPagePayloads, hydrated, trackZoom } from './helpers';

/**
 * How pages hold up when the reader changes the display: reflow at 320 CSS px (WCAG 1.4.10), text spacing
 * (1.4.12), reduced motion, and forced-colors mode.
 */

test.use({ trace: 'off' });

/** One page of each kind. */
const PAGE_KINDS = {
  home: '/',
  guide: '/guides/backfill',
  concept: '/concepts/assets',
  integration: '/integrations/dbt',
  API: '/api/schedules-sensors/sensors',
  'Dagster+': '/dagster-plus/getting-started',
  search: '/search',
  '404': '/no-such-page',
};

/** WCAG 1.4.12's spacing, on every element; and every section laid out, so that skipped ones are measured too. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;
const ALL_LAID_OUT = '* { content-visibility: visible !important; }';

/** Whether the page scrolls sideways, and the elements whose text their box cuts off (overflow hidden or clip). */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const cut = (s: string) => s === 'hidden' || s === 'clip';
    const clipped: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const s = getComputedStyle(el);
      // Boxes of a pixel or less are visually hidden on purpose (.sr-only).
      if (!(cut(s.overflowX) || cut(s.overflowY)) || el.clientWidth <= 1 || el.clientHeight <= 1 || !el.textContent?.trim()) continue;
      if ((cut(s.overflowX) && el.scrollWidth > el.clientWidth + 1) || (cut(s.overflowY) && el.scrollHeight > el.clientHeight + 1))
        clipped.push(`${el.tagName.toLowerCase()}.${el.className} "${el.textContent.trim().slice(0, 40)}"`);
    }
    const root = document.documentElement;
    return { sideways: root.scrollWidth > root.clientWidth ? `${root.scrollWidth}px wide` : null, clipped };
  });
}

test('every kind of page reflows at 320 px, and keeps its text whole with WCAG text spacing at 320 and 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(dataSaver);
  const found: string[] = [];
  for (const [kind, route] of Object.entries(PAGE_KINDS)) {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(route);
    await page.addStyleTag({ content: ALL_LAID_OUT });
    const reflow = await overflow(page);
    if (reflow.sideways) found.push(`${kind} ${route} at 320 px: ${reflow.sideways}`);
    const spacing = await page.addStyleTag({ content: TEXT_SPACING });
    // Positive control: the spacing is applied.
    expect(
      await page
        .locator('h1')
        .first()
        .evaluate((h) => getComputedStyle(h).letterSpacing),
    ).not.toBe('normal');
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const spaced = await overflow(page);
      if (spaced.sideways) found.push(`${kind} ${route} spaced at ${width} px: ${spaced.sideways}`);
      found.push(...spaced.clipped.map((c) => `${kind} ${route} spaced at ${width} px: clipped ${c}`));
    }
    await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
  }
  expect(found).toEqual([]);
});

test.describe('reduced motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the progress bar does not slide', async ({ page }) => {
    await page.goto('/getting-started/installation');
    await hydrated(page);
    const release = await holdPagePayloads(page);
    await page.locator('aside.sidebar').getByRole('link', { name: 'Quickstart' }).click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached();
    const durations = () =>
      page.evaluate(() => ['#nprogress', '#nprogress .bar'].map((s) => getComputedStyle(document.querySelector(s)!).transitionDuration));
    // Positive control: the bar slides for a reader who has not asked for less motion.
    expect(await durations()).toContain('0.2s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await durations()).toEqual(['0s', '0s']);
    release();
    await expect(page.locator('h1')).toHaveText('Dagster quickstart');
  });

  test('the image zoom opens and closes at once', async ({ page }) => {
    await trackZoom(page);
    await page.goto('/');
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    const zoomDurations = async () => {
      await page.locator('.markdown img').first().click();
      await expect(page.locator('html')).toHaveAttribute('data-zoom', 'opened');
      const durations = await page.evaluate(() =>
        ['.medium-zoom-image--opened', '.medium-zoom-overlay'].map((s) => getComputedStyle(document.querySelector(s)!).transitionDuration),
      );
      await page.keyboard.press('Escape');
      await expect(page.locator('html')).toHaveAttribute('data-zoom', 'closed');
      return durations;
    };
    // Positive control: medium-zoom's own 300 ms.
    expect(await zoomDurations()).toEqual(['0.3s', '0.3s']);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await zoomDurations()).toEqual(['0.001s', '0.001s']);
  });

  test('a link to a heading jumps to it, without smooth scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE_KINDS.guide);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    const link = page.locator('.doc-toc a.toc-link').nth(2);
    // Read in the same task as the click: a smooth scroll would have barely started.
    const atClick = await link.evaluate((a) => {
      (a as HTMLAnchorElement).click();
      return scrollY;
    });
    expect(atClick).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => scrollY)).toBe(atClick);
  });
});

test.describe('forced colors', () => {
  /** Visible controls with no edge that forced colors keep: no border side that is drawn, for a summary no marker. */
  const edgeless = (page: Page) =>
    page.evaluate(() => {
      const drawn = (s: CSSStyleDeclaration, side: string) =>
        s.getPropertyValue(`border-${side}-style`) !== 'none' &&
        Number.parseFloat(s.getPropertyValue(`border-${side}-width`)) > 0 &&
        s.getPropertyValue(`border-${side}-color`) !== s.backgroundColor;
      const sides = ['top', 'right', 'bottom', 'left'];
      const controls = [
        ...document.querySelectorAll<HTMLElement>('button, summary, input, select, textarea, [role="tab"], [role="button"]'),
      ];
      return controls
        .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
        .filter((el) => {
          const s = getComputedStyle(el);
          if (sides.some((side) => drawn(s, side))) return false;
          if (el.tagName !== 'SUMMARY') return true;
          const marker = s.display === 'list-item' && s.listStyleType !== 'none';
          const chevron = getComputedStyle(el, '::after');
          return !(marker || (chevron.content !== 'none' && sides.some((side) => drawn(chevron, side))));
        })
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`,
        );
    });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`every control keeps a visible edge, and the selected tab stays marked (${viewport.width} px)`, async ({ page }) => {
      await page.addInitScript(dataSaver);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto('/getting-started/installation');
      await page.addStyleTag({ content: ALL_LAID_OUT });
      const tabs = page.locator('.markdown .tabs-container').first().getByRole('tab');
      const borders = await tabs.evaluateAll((ts) => ts.map((t) => getComputedStyle(t).borderBottomColor));
      expect(new Set(borders).size, `bottom borders of the selected and other tabs: ${borders}`).toBe(2);
      const found = await edgeless(page);
      if (viewport.width < 500) {
        await page.locator('.navbar-toggle').click();
        await expect(page.locator('html')).toHaveAttribute('data-mobile-menu', 'secondary');
        found.push(...(await edgeless(page)));
        await page.getByRole('button', { name: '← Back to main menu' }).click();
        found.push(...(await edgeless(page)));
      }
      expect(found).toEqual([]);
    });
});
