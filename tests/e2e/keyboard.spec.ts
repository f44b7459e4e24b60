import { expect, type Page, test } from '@playwright/test';
import { contrast } from '../support/contrast';
import { dataSaver } from './helpers';

/**
 * Keyboard-only journeys: the skip link, the Tab order of a documentation page, a visible focus ring of 3:1
 * contrast on every control it reaches (WCAG 2.4.7, also in forced-colors mode), and the drawer keeping focus
 * while open and giving it back to its toggle.
 */

test.use({ trace: 'off' });
test.beforeEach(async ({ page }) => page.addInitScript(dataSaver));

/** A page with a sidebar, a table of contents, code blocks with linked names and copy buttons, and a collapsible block. */
const SAMPLE = '/guides/backfill';

/** Where the focused element is, what it is and how its focus ring looks. */
type Stop = {
  region: string;
  what: string;
  focusVisible: boolean;
  outline: string;
  outlineWidth: number;
  /** The ring's colour and the colour behind it, composited, as #rrggbb; empty when there is no ring. */
  ring: string;
  behind: string;
  opacity: number;
  inView: boolean;
};

/** Reads the focused element once its transitions (a copy button fading in) have ended. */
async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    await Promise.all(el.getAnimations({ subtree: false }).map((a) => a.finished.catch(() => {})));
    const regions: [string, string][] = [
      ['skip link', '.skip-link'],
      ['announcement', '.announcement-bar'],
      ['navbar', 'nav.navbar'],
      ['sidebar', 'aside.sidebar'],
      ['toc', '.doc-toc'],
      ['article', '.doc-article'],
      ['footer', 'footer.footer'],
    ];
    const region = regions.find(([, selector]) => el.closest(selector))?.[0] ?? 'elsewhere';
    // Paints colours over each other on a 1x1 canvas and reads the pixel: any CSS colour, with its alpha, as #rrggbb.
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const paint = (colours: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const colour of ['#ffffff', ...colours]) {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
      }
      return `#${[...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    };
    const style = getComputedStyle(el);
    // A ring drawn inside the element lies on the element's background; outside it, on its parent's.
    const backgrounds: string[] = [];
    for (let node: Element | null = Number.parseFloat(style.outlineOffset) < 0 ? el : el.parentElement; node; node = node.parentElement)
      backgrounds.unshift(getComputedStyle(node).backgroundColor);
    let opacity = 1;
    for (let node: Element | null = el; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    const rect = el.getBoundingClientRect();
    const hasRing = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return {
      region,
      what: `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle,
      outlineWidth: Number.parseFloat(style.outlineWidth),
      ring: hasRing ? paint([...backgrounds, style.outlineColor]) : '',
      behind: paint(backgrounds),
      opacity,
      inView: rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth,
    };
  });
}

/** Presses Tab from the top of the page until focus leaves the page or `limit` presses, and reads every stop. */
async function tabThrough(page: Page, limit: number): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focusedStop(page);
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/** The stops whose focus ring is missing, hidden or under 3:1 against what is behind it. */
function badRings(stops: Stop[]) {
  return stops
    .filter((s) => !s.focusVisible || !s.ring || s.outlineWidth < 2 || s.opacity < 0.99 || !s.inView || contrast(s.ring, s.behind) < 3)
    .map(
      (s) => `${s.region} ${s.what}: ${s.outline} ${s.outlineWidth}px ${s.ring} on ${s.behind}, opacity ${s.opacity}, in view ${s.inView}`,
    );
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the skip link is the first stop, shows when focused, and takes the next Tab into the content', async ({ page }) => {
    await page.goto(SAMPLE);
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    expect((await focusedStop(page))?.region).toBe('article');
    await expect(page.locator('main#main .breadcrumbs a').first()).toBeFocused();
  });

  for (const mode of ['light', 'dark', 'forced colors'] as const)
    test(`Tab goes navbar, sidebar, article, table of contents; every stop shows a 3:1 focus ring (${mode})`, async ({ page }) => {
      test.setTimeout(60_000);
      if (mode === 'forced colors') await page.emulateMedia({ forcedColors: 'active' });
      else await page.emulateMedia({ colorScheme: mode });
      await page.goto(SAMPLE);
      const stops = await tabThrough(page, 400);
      const regions = stops.map((s) => s.region).filter((r, i, all) => r !== all[i - 1]);
      expect(regions).toEqual(['skip link', 'announcement', 'navbar', 'sidebar', 'article', 'toc', 'footer']);
      // Positive control: the walk met the kinds of control the page has, not a handful of links.
      for (const what of ['button.copy-button', 'a.code-ref', 'pre.shiki', 'a.toc-link', 'summary', 'button.theme-toggle'])
        expect(stops.map((s) => s.what).join('\n'), what).toContain(what);
      expect(badRings(stops)).toEqual([]);
    });
});

test.describe('the drawer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The open drawer's Tab stops, in order (the menu, and the sidebar when it is the open panel). */
  const drawerStops = (page: Page) =>
    page.evaluate(() => {
      const parts = document.documentElement.dataset.mobileMenu === 'secondary' ? '.mobile-menu, aside.sidebar' : '.mobile-menu';
      return [...document.querySelectorAll<HTMLElement>(`:is(${parts}) :is(a[href], button, summary)`)].filter(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
      ).length;
    });
  const focusInDrawer = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      const panel = document.documentElement.dataset.mobileMenu === 'secondary' ? '.mobile-menu, aside.sidebar' : '.mobile-menu';
      return el && el !== document.body && el.closest(panel) ? (el.textContent || el.getAttribute('aria-label') || '').trim() : null;
    });

  for (const [route, panel] of [
    ['/guides/partitioning', 'secondary'],
    ['/no-such-page', 'primary'],
  ] as const)
    test(`keeps focus while open and gives it back to the toggle on close (${panel} panel)`, async ({ page }) => {
      await page.goto(route);
      const toggle = page.locator('.navbar-toggle');
      for (let i = 0; i < 10 && !(await toggle.evaluate((t) => t === document.activeElement)); i++) await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('data-mobile-menu', panel);
      const first = await focusInDrawer(page);
      expect(first).not.toBeNull();
      // Round the whole drawer and past its end: focus never leaves it, and comes back to the first control.
      const count = await drawerStops(page);
      expect(count).toBeGreaterThan(3);
      const seen: (string | null)[] = [];
      for (let i = 0; i < count; i++) {
        await page.keyboard.press('Tab');
        seen.push(await focusInDrawer(page));
      }
      expect(seen).not.toContain(null);
      expect(seen.at(-1)).toBe(first);
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer(page)).toBe(seen.at(-2));
      await page.keyboard.press('Escape');
      await expect(page.locator('html')).not.toHaveAttribute('data-mobile-menu');
      await expect(toggle).toBeFocused();
      // The close button too.
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).toHaveAttribute('data-mobile-menu', panel);
      await page.getByRole('button', { name: 'Close navigation bar' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('html')).not.toHaveAttribute('data-mobile-menu');
      await expect(toggle).toBeFocused();
    });
});
