import { expect, type Page, test } from '@playwright/test';
import { unexplained } from '../support/axe-review';
import { addAxe, axeFindings, dataSaver, followLink, hydrated, injectCrash, trackZoom } from './helpers';

/**
 * axe's WCAG A and AA rules (AXE_TAGS, as the sweep of accessibility.spec.ts runs them) in each state a reader
 * opens, which the sweep of first loads never sees: open tabs and collapsibles, a zoomed image, the drawer and its
 * open categories, a page reached by client navigation, the crash screen, the lazy-section error boxes and the 404
 * page; in light and dark mode, at 390 and 1280 px. Where a state changes one part of a page, axe checks that part
 * (the rest is the first load the sweep checks). No violation is allowed. Every "needs review" result is printed,
 * and one that tests/support/axe-review.ts does not explain fails the test.
 */

test.use({ trace: 'off' });

/**
 * Checks the page as it is now (within `include`, default all), and lists axe's "needs review" results. Every block
 * is laid out first, as a reader who scrolls to it gets it: axe takes a block skipped by content-visibility for one
 * that covers its text. And the page and its sidebar, which opens on the page's own entry, are scrolled to their top
 * (`atTop`), where no text is under the sticky navbar, whose text axe could not weigh either.
 */
async function expectAccessible(page: Page, state: string, include?: string[], { atTop = true } = {}) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  if (atTop) await page.evaluate(() => [window, ...document.querySelectorAll('.sidebar-nav')].forEach((box) => box.scrollTo(0, 0)));
  const { violations, incomplete } = await axeFindings(page, include);
  const line = (f: { rule: string; target: string; summary: string }) => `${state}: ${f.rule} ${f.target} ${f.summary}`;
  for (const f of incomplete) console.log(`needs review: ${line(f)}`);
  expect.soft(violations.map(line), `${state}: violations`).toEqual([]);
  expect.soft(unexplained(incomplete).map(line), `${state}: needs review, not in tests/support/axe-review.ts`).toEqual([]);
}

/**
 * Opens the closed <summary> elements under `root` one at a time, until none is left. Opening a lazy sidebar category
 * renders its items, closed subcategories among them, only once /sidebar-data.json is in: so each round waits for
 * the categories still loading before it counts what is closed.
 */
async function openAll(page: Page, root: string) {
  const closed = page.locator(`${root} details:not([open]) > summary:visible`);
  const loading = page.locator(`${root} details[data-lazy-sidebar][open]:not([data-loaded="true"])`);
  for (let i = 0; i < 100; i++) {
    await expect(loading).toHaveCount(0);
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  await expect(loading).toHaveCount(0);
  await expect(closed).toHaveCount(0);
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Makes the window as tall as the open drawer's sidebar: axe cannot weigh text cut by the edge of a scrolling box. */
async function fitDrawer(page: Page) {
  const height = await page.locator('aside.sidebar .sidebar-nav').evaluate((nav) => nav.scrollHeight + nav.getBoundingClientRect().top);
  await page.setViewportSize({ width: PHONE.width, height: Math.ceil(height) });
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    const phone = viewport === PHONE;
    test.describe(`${viewport.width} px, ${theme}`, () => {
      test.use({ viewport, colorScheme: theme, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
      test.beforeEach(async ({ page }) => {
        await addAxe(page);
        await page.addInitScript(dataSaver);
      });

      test('open tabs and collapsibles, and a zoomed image', async ({ page }) => {
        await page.goto('/getting-started/installation');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const tabs = page.locator('.markdown .tabs-container').first().getByRole('tab');
        await tabs.last().click();
        await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
        await expectAccessible(page, 'open tab', ['.markdown .tabs-container']);

        await page.goto('/guides/backfill');
        // The page's collapsible block, and at 390 px the table of contents.
        await openAll(page, '.doc-article');
        await expect(page.locator('.markdown details.details[open]')).toHaveCount(1);
        await expectAccessible(page, 'open collapsibles', ['.doc-article details']);

        await trackZoom(page);
        await page.goto('/');
        await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
        await page.locator('.markdown img').first().click();
        await expect(page.locator('html')).toHaveAttribute('data-zoom', 'opened');
        // What the zoom shows; the page under its opaque overlay is out of sight (and checked in the states above).
        await expectAccessible(page, 'zoomed image', ['.medium-zoom-overlay', '.medium-zoom-image--opened'], { atTop: false });
      });

      test('a page reached by client navigation, and the crash screen', async ({ page }) => {
        await injectCrash(page, '/about/releases');
        await page.goto('/about/community');
        await hydrated(page);
        await followLink(page.locator('.pagination-link--prev'));
        await expect(page).not.toHaveURL(/\/about\/community$/);
        await expect(page.locator('h1')).not.toHaveText('Community');
        await expectAccessible(page, 'after client navigation');

        await page.goBack();
        await expect(page.locator('h1.doc-title')).toHaveText('Community');
        await followLink(page.locator('.pagination-link--next'));
        await expect(page.getByRole('heading', { name: /This page crashed/ })).toBeVisible();
        await expect(page).toHaveTitle(/\S/);
        await expectAccessible(page, 'crash screen');
      });

      test('the lazy-section error boxes and the 404 page', async ({ page }) => {
        await page.route('**/sidebar-data.json', (route) => route.fulfill({ status: 503, body: 'down' }));
        await page.route('**/vendor/mermaid-*/**', (route) => route.abort());
        await page.goto('/guides/partitioning');
        if (phone) await page.locator('.navbar-toggle').click();
        const configure = page
          .locator('aside.sidebar details')
          .filter({ has: page.locator(':scope > summary', { hasText: /^Configure$/ }) });
        await configure.locator(':scope > summary').click();
        await expect(configure.locator('.lazy-error')).toContainText('This menu failed to load');
        if (phone) await fitDrawer(page);
        await expectAccessible(page, 'menu error', ['aside.sidebar']);
        if (phone) await page.setViewportSize(PHONE);

        await page.goto('/tutorial/tutorial-etl');
        await page.locator('.mermaid').first().scrollIntoViewIfNeeded();
        const diagramError = page.locator('.lazy-error').first();
        await expect(diagramError).toContainText('This diagram failed to load', { timeout: 15_000 });
        await expectAccessible(page, 'diagram error', ['.markdown .mermaid']);

        expect((await page.goto('/no-such-page'))?.status()).toBe(404);
        await expectAccessible(page, '404 page');
      });

      if (phone)
        test('the drawer, with every category open, and its main-menu panel', async ({ page }) => {
          await page.goto('/guides/partitioning');
          await page.locator('.navbar-toggle').click();
          await expect(page.locator('html')).toHaveAttribute('data-mobile-menu', 'secondary');
          await openAll(page, 'aside.sidebar');
          await fitDrawer(page);
          await expectAccessible(page, 'drawer, categories open', ['.mobile-menu', 'aside.sidebar']);
          await page.getByRole('button', { name: '← Back to main menu' }).click();
          await expect(page.locator('html')).toHaveAttribute('data-mobile-menu', 'primary');
          await expectAccessible(page, 'drawer, main menu', ['.mobile-menu']);
        });
    });
  }
}
