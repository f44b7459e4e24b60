import { expect, test, type Page } from '@playwright/test';
import { followLink, hydrated } from './helpers';

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

test("a link to another page's fragment lands on it and stays, before and after the framework starts, without laying out the page it leaves", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const link = page.locator('.markdown a[href^="/api/libraries/dagster-docker#"]').first();
  for (const framework of [false, true]) {
    await page.goto('/guides/docker');
    if (framework) await hydrated(page);
    const href = (await link.getAttribute('href'))!;
    const target = decodeURIComponent(href.split('#')[1]);
    // The pages on which <html data-fragment> was set, as the attribute changed.
    await page.evaluate(() => {
      const marked: string[] = [];
      Object.assign(window, { __marked: marked });
      new MutationObserver(() => document.documentElement.hasAttribute('data-fragment') && marked.push(location.pathname)).observe(
        document.documentElement,
        { attributeFilter: ['data-fragment'] },
      );
    });
    if (framework) await followLink(link);
    else await link.evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page).toHaveURL(new RegExp(`/api/libraries/dagster-docker#${target.replace(/\./g, '\\.')}$`));
    // A page load jumps as the target is parsed, and again at its load event, when all of the page is in.
    if (!framework) await page.waitForLoadState('load');
    const heading = page.locator(`[id="${target}"]`);
    await expect(heading).toBeInViewport();
    const place = () =>
      heading.evaluate((element) => ({
        top: element.getBoundingClientRect().top,
        // Where a jump puts it: below the sticky navbar (the root's scroll padding), by its own scroll margin.
        padding:
          Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
          Number.parseFloat(getComputedStyle(element).scrollMarginTop),
        atEnd: scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
        fragment: document.documentElement.hasAttribute('data-fragment'),
      }));
    const landed = await place();
    await frames(page, 30);
    const after = await place();
    const where = `framework ${framework}: the target is ${landed.top}, then ${after.top} px from the top`;
    // There, or lower where the page ends before the target can reach it.
    expect(after.atEnd ? after.top : Math.abs(after.top - after.padding), where).toBeLessThan(after.atEnd ? 844 : 4);
    expect(Math.abs(after.top - landed.top), where).toBeLessThan(2);
    expect(after.fragment).toBe(true);
    if (framework)
      expect(await page.evaluate(() => (window as unknown as { __marked: string[] }).__marked)).not.toContain('/guides/docker');
  }
});
