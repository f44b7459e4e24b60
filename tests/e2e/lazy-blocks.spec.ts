import { expect, test, type Page } from '@playwright/test';

/** The longest API page and a guide with long code. */
const PAGES = ['/api/schedules-sensors/sensors', '/guides/docker'];
/** Blocks that wait for the viewport with an estimated height (lib/site/lazy-block-size.mjs). */
const ESTIMATED = '.api-section > .api-symbol, .doc-section';

/** Each block's placeholder height, then its laid-out height (a page with <html data-fragment> lays out everything). */
async function placeholderAndReal(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const blocks = [...document.querySelectorAll<HTMLElement>(selector)];
    const placeholder = blocks.map((block) => Number.parseFloat(getComputedStyle(block).containIntrinsicHeight.replace('auto ', '')));
    document.documentElement.setAttribute('data-fragment', '');
    return blocks.map((block, i) => ({
      placeholder: placeholder[i],
      real: block.getBoundingClientRect().height,
      hasDiagram: !!block.querySelector('.mermaid'),
    }));
  }, selector);
}

for (const width of [390, 1280]) {
  test(`at ${width} px a page waiting for the viewport is about as tall as laid out`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    for (const path of PAGES) {
      await page.goto(path);
      const blocks = await placeholderAndReal(page, ESTIMATED);
      expect(blocks.length, path).toBeGreaterThan(3);
      const placeholder = blocks.reduce((sum, b) => sum + b.placeholder, 0);
      const real = blocks.reduce((sum, b) => sum + b.real, 0);
      expect(Math.abs(placeholder - real) / real, `${path}: ${placeholder} px of placeholders for ${real} px`).toBeLessThan(0.1);
      // A diagram's height is known only once it is drawn, so a block holding one is held by the page's sum alone.
      for (const block of blocks.filter((b) => !b.hasDiagram))
        expect(Math.abs(block.placeholder - block.real), path).toBeLessThan(Math.max(0.35 * block.real, 200));
      // A code block's placeholder is its lines, exactly.
      await page.goto(path);
      for (const block of await placeholderAndReal(page, '.markdown .code-block-pre')) expect(block.placeholder).toBeCloseTo(block.real, 0);
    }
  });
}

const frames = (page: Page, n: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : done());
        step(n);
      }),
    n,
  );

test('a jump to "Next" or to the end of a long page stays there while the blocks near it are laid out', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const next = page.locator('.pagination-link--next');
  for (const jump of ['scroll to Next', 'scroll to the end'] as const) {
    await page.goto(PAGES[0]);
    if (jump === 'scroll to the end') await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    else await next.scrollIntoViewIfNeeded();
    // Blocks near the viewport take their real height over the next frames; a placeholder far off moves "Next" away.
    await frames(page, 30);
    await expect(next, jump).toBeInViewport();
  }
});
