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

/**
 * Where the fragment's target is as it lands and 30 frames later: it must be where a jump puts it (below the sticky
 * navbar, by the root's scroll padding and its own scroll margin), or lower where the page ends first, and stay there.
 */
async function expectLandsAndStays(page: Page, target: string, what: string) {
  const heading = page.locator(`[id="${target}"]`);
  await expect(heading, what).toBeInViewport();
  const place = () =>
    heading.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      padding:
        Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
        Number.parseFloat(getComputedStyle(element).scrollMarginTop),
      atEnd: scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
    }));
  const landed = await place();
  await frames(page, 30);
  const after = await place();
  const where = `${what}: the target is ${landed.top}, then ${after.top} px from the top`;
  expect(after.atEnd ? after.top : Math.abs(after.top - after.padding), where).toBeLessThan(after.atEnd ? 844 : 4);
  expect(Math.abs(after.top - landed.top), where).toBeLessThan(2);
}

/** The estimated blocks of the page before and after the one holding `target`, by whether each is laid out now. */
const layoutAround = (page: Page, target: string) =>
  page.evaluate(
    ({ target, selector }) => {
      const blocks = [...document.querySelectorAll(selector)];
      const at = blocks.findIndex((block) => block.contains(document.getElementById(target)));
      const laidOut = (block: Element) => getComputedStyle(block).contentVisibility === 'visible';
      return {
        at,
        before: blocks.slice(0, at + 1).map(laidOut),
        after: blocks.slice(at + 1).map(laidOut),
        wholePage: document.documentElement.hasAttribute('data-fragment'),
      };
    },
    { target, selector: ESTIMATED },
  );

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
    // The pages on which <html data-fragment> or a block's data-laid-out was set, as they changed.
    await page.evaluate(() => {
      const marked: string[] = [];
      Object.assign(window, { __marked: marked });
      new MutationObserver(() => marked.push(location.pathname)).observe(document.documentElement, {
        attributeFilter: ['data-fragment', 'data-laid-out'],
        subtree: true,
      });
    });
    if (framework) await followLink(link);
    else await link.evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page).toHaveURL(new RegExp(`/api/libraries/dagster-docker#${target.replace(/\./g, '\\.')}$`));
    // A page load jumps as the target is parsed, and again at its load event, when all of the page is in.
    if (!framework) await page.waitForLoadState('load');
    await expectLandsAndStays(page, target, `framework ${framework}`);
    const layout = await layoutAround(page, target);
    // A page load lays out all of itself; a client navigation the blocks down to the target's.
    expect(layout.before.every(Boolean), `framework ${framework}`).toBe(true);
    expect(layout.wholePage).toBe(!framework);
    if (framework) {
      expect(await page.evaluate(() => (window as unknown as { __marked: string[] }).__marked)).not.toContain('/guides/docker');
      expect(layout.after.length).toBeGreaterThan(0);
      expect(layout.after.some(Boolean), 'a block below the target, far from the viewport').toBe(false);
    }
  }
});

test('a jump to a symbol far down a long API page lays out the blocks above it only, and lands on it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const path = '/api/io-managers';
  await page.goto(path);
  const ids = await page.locator('.api-section > .api-symbol').evaluateAll((blocks) => blocks.map((block) => block.id));
  expect(ids.length).toBeGreaterThan(10);
  const target = ids[Math.floor(ids.length * 0.6)];
  const before = Math.floor(ids.length * 0.6);

  // From another page, by a client navigation.
  await page.goto('/guides/docker');
  await hydrated(page);
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href, textContent: 'A sensor symbol', id: 'deep-link' });
    document.querySelector('.markdown p')!.append(' ', link);
  }, `${path}#${target}`);
  await followLink(page.locator('#deep-link'));
  await expect(page).toHaveURL(new RegExp(`${path}#${target.replace(/\./g, '\\.')}$`));
  await expectLandsAndStays(page, target, 'client navigation');
  let layout = await layoutAround(page, target);
  expect(layout.at).toBeGreaterThanOrEqual(before);
  expect(layout.before.every(Boolean)).toBe(true);
  expect(layout.after.slice(-3).some(Boolean), 'the last blocks, far below the target').toBe(false);
  expect(layout.wholePage).toBe(false);

  // Within the page, from a link to it, before and after the framework starts.
  for (const framework of [false, true]) {
    await page.goto(path);
    if (framework) await hydrated(page);
    await page.evaluate((hash) => {
      const link = Object.assign(document.createElement('a'), { href: hash, textContent: 'Jump', id: 'jump' });
      document.querySelector('.markdown p, main p')!.append(' ', link);
    }, `#${target}`);
    await page.locator('#jump').evaluate((a: HTMLAnchorElement) => a.click());
    await expectLandsAndStays(page, target, `same page, framework ${framework}`);
    layout = await layoutAround(page, target);
    expect(layout.before.every(Boolean), `framework ${framework}`).toBe(true);
    expect(layout.after.slice(-3).some(Boolean), `framework ${framework}: the last blocks`).toBe(false);
    expect(layout.wholePage).toBe(false);
  }
});

test('the table of contents marks the heading being read without laying out blocks away from the screen', async ({ page }) => {
  await page.goto('/guides/docker');
  await hydrated(page);
  // Every place the page asks where an element inside a block not laid out sits: asking lays that block out.
  await page.evaluate((selector) => {
    const measure = Element.prototype.getBoundingClientRect;
    const forced: string[] = [];
    (window as unknown as { forced: string[] }).forced = forced;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.closest(selector) && !this.checkVisibility({ contentVisibilityAuto: true })) forced.push(this.id || this.tagName);
      return measure.call(this);
    };
  }, ESTIMATED);
  const headings = await page.locator('.doc-toc .toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
  expect(headings.length).toBeGreaterThan(6);
  const middle = headings[Math.floor(headings.length / 2)];
  for (const id of [middle, headings[1], middle]) {
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), id);
    await expect(page.locator('.doc-toc .toc a.toc-link--active')).toHaveAttribute('href', `#${id}`);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const first = await page.locator('.doc-toc .toc a').first().getAttribute('href');
  await expect(page.locator('.doc-toc .toc a.toc-link--active')).toHaveAttribute('href', first!);
  // With the last block skipped again, one more scroll: it must not be laid out to mark an entry.
  const lastHeading = page.locator(`${ESTIMATED} > h2`).last();
  await expect.poll(() => lastHeading.evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  await page.evaluate(() => window.scrollBy(0, 1));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { forced: string[] }).forced)).toEqual([]);
});
