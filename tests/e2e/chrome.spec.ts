import { expect, type Page, type Request, test } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../bench/lib/chromium';
import {
  followLink,
  holdPagePayloads,
  hydrated,
  injectCrash,
  markWindow,
  noSpeculationRules,
  pauseClockSoon,
  windowMarker,
} from './helpers';

test('navbar: brand, the four sections in order, Feedback on the right', async ({ page }) => {
  await page.goto('/concepts/assets/thinking-in-assets');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dagster home' })).toHaveAttribute('href', '/');
  await expect(nav.locator('.navbar-title')).toHaveText('Dagster');
  await expect(nav.locator('.navbar-items a')).toHaveText(['Docs', 'Integrations', 'Dagster+', 'API Docs']);
  expect(await nav.locator('.navbar-items a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
    '/',
    '/integrations',
    '/dagster-plus',
    '/api',
  ]);
  await expect(nav.locator('.navbar-link--active')).toHaveText('Docs');
  const feedback = nav.getByRole('link', { name: 'Feedback' });
  await expect(feedback).toHaveAttribute('href', 'https://github.com/dagster-io/dagster/discussions/24816');
  const [feedbackBox, docsBox] = [await feedback.boundingBox(), await nav.getByRole('link', { name: 'API Docs' }).boundingBox()];
  expect(feedbackBox!.x).toBeGreaterThan(docsBox!.x + 300);
  await page.goto('/integrations/dbt');
  await expect(page.locator('.navbar-link--active')).toHaveText('Integrations');
});

test('navbar hides on scroll down and comes back on scroll up', async ({ page }) => {
  await page.goto('/tutorial/tutorial-etl');
  await hydrated(page);
  const navbar = page.locator('nav.navbar');
  await page.mouse.wheel(0, 1500);
  await expect(navbar).toHaveClass(/navbar--hidden/);
  await page.mouse.wheel(0, -400);
  await expect(navbar).not.toHaveClass(/navbar--hidden/);
});

test.describe('mobile menu', () => {
  test('at 996 px the navbar collapses into a menu with a sidebar panel and a main panel', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await page.goto('/concepts/assets/thinking-in-assets');
    await hydrated(page);
    await expect(page.locator('.navbar-items')).toBeHidden();
    await expect(page.locator('aside.sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(page.locator('html')).toHaveAttribute('data-mobile-menu', 'secondary');
    // The secondary panel is the page's sidebar itself, shown as a drawer.
    await expect(page.locator('aside.sidebar')).toBeVisible();
    await expect(page.locator('aside.sidebar .menu-link--active')).toHaveText('Thinking in assets');
    expect(await page.locator('a.menu-link', { hasText: 'Thinking in assets' }).count()).toBe(1);
    await menu.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mobile-menu', 'primary');
    await expect(page.locator('aside.sidebar')).toBeHidden();
    await expect(menu.locator('.menu-link')).toHaveText(['Docs', 'Integrations', 'Dagster+', 'API Docs', 'Feedback ↗']);
  });

  test('at 997 px the desktop navbar and sidebar show', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await page.goto('/concepts/assets/thinking-in-assets');
    await expect(page.locator('.navbar-items')).toBeVisible();
    await expect(page.locator('aside.sidebar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  });

  test('the menu closes when the layout becomes desktop and on back navigation', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/getting-started/installation');
    await hydrated(page);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toHaveCount(0);
    await page.setViewportSize({ width: 600, height: 800 });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.locator('aside.sidebar').getByRole('link', { name: 'Quickstart' }).click();
    await expect(page).toHaveURL(/\/getting-started\/quickstart$/);
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/getting-started\/installation$/);
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toHaveCount(0);
  });
});

test("on a phone, the search dialog and the menu keep the reader's place when they open and close", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guides/docker');
  // Down the page, then a little back up, which shows the navbar that hides while the reader scrolls down.
  await page.evaluate(() => scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(3000);
  await page.evaluate(() => scrollTo(0, 2900));
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await expect(toggle).toBeInViewport();
  const place = () => page.evaluate(() => scrollY);

  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  expect(await place()).toBe(2900);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
  await expect(page.locator('.search-button')).toBeFocused();
  expect(await place()).toBe(2900);

  // A click where the reader taps: Playwright's own click would first scroll the sticky navbar into view.
  const clickWhereItIs = async (control: typeof toggle) => {
    const box = (await control.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };
  await clickWhereItIs(toggle);
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
  expect(await place()).toBe(2900);
  await clickWhereItIs(page.getByRole('button', { name: 'Close navigation bar' }));
  await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(await place()).toBe(2900);
});

test('the page behind the open search dialog or menu does not scroll, and scrolls again once it closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/guides/docker');
  await hydrated(page);
  const place = () => page.evaluate(() => scrollY);
  // The page's scroll is locked a frame after the overlay shows (lib/browser/page-events.ts, afterNextFrame).
  const locked = () => page.evaluate(() => getComputedStyle(document.body).overflow);
  // A wheel over the part of the screen the overlay dims (beside the drawer), as a reader on a narrow window would.
  const wheelBesideDrawer = async () => {
    await page.mouse.move(370, 700);
    await page.mouse.wheel(0, 600);
  };
  for (const overlay of ['Navigation menu', 'Search']) {
    if (overlay === 'Search') await page.keyboard.press('Control+k');
    else await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('dialog', { name: overlay })).toBeVisible();
    await expect.poll(locked).toBe('hidden');
    await wheelBesideDrawer();
    // A wheel starts scrolling within a frame or two; half a second later the page has still not moved.
    await page.waitForTimeout(500);
    expect(await place()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: overlay })).toHaveCount(0);
    await expect.poll(locked).toBe('visible');
    await wheelBesideDrawer();
    await expect.poll(place).toBeGreaterThan(0);
    await page.evaluate(() => scrollTo(0, 0));
    await expect.poll(place).toBe(0);
  }
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the navbar's controls answer a tap once, as the finger lifts; a touch that slides off does nothing", async ({ page }) => {
    await page.goto('/guides/docker');
    // The clicks the browser itself sends: a tap answered as the finger lifts cancels its own (lib/browser/touch-tap.ts).
    await page.evaluate(() => {
      Object.assign(window, { browserClicks: 0 });
      addEventListener(
        'click',
        (event) => event.isTrusted && Reflect.set(window, 'browserClicks', Reflect.get(window, 'browserClicks') + 1),
        true,
      );
    });
    const centre = async (selector: string) => {
      const box = (await page.locator(selector).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const tap = async (selector: string) => {
      const { x, y } = await centre(selector);
      await page.touchscreen.tap(x, y);
    };

    // Opened once: a second answer (the touch's own click) would close it again.
    await tap('.navbar-toggle');
    await expect(page.locator('html')).toHaveAttribute('data-mobile-menu', 'secondary');
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).not.toHaveAttribute('data-mobile-menu');

    const mode = () => page.evaluate(() => document.documentElement.dataset.theme);
    const before = await mode();
    await tap('.theme-toggle');
    await expect.poll(mode).toBe(before === 'dark' ? 'light' : 'dark');

    await tap('.search-button');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => Reflect.get(window, 'browserClicks'))).toBe(0);

    // A finger that lands on the menu button and slides 40 px away before lifting has not tapped it.
    const cdp = await page.context().newCDPSession(page);
    const { x, y } = await centre('.navbar-toggle');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + 20, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + 40, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(500);
    await expect(page.locator('html')).not.toHaveAttribute('data-mobile-menu');
  });

  test("a code line's end can be scrolled clear of the Copy button, which a touch screen always shows", async ({ page }) => {
    await page.goto('/guides/asset-checks');
    const block = page.locator('.markdown .code-block-pre[style="--code-lines:1"]').first();
    await block.scrollIntoViewIfNeeded();
    const button = block.locator('.copy-button');
    await expect(button).toHaveCSS('opacity', '1');
    const [lineEnd, buttonStart] = await block.evaluate((element) => {
      const pre = element.querySelector('pre')!;
      pre.scrollLeft = pre.scrollWidth;
      const range = document.createRange();
      range.selectNodeContents(pre.querySelector('code')!);
      return [range.getBoundingClientRect().right, element.querySelector('.copy-button')!.getBoundingClientRect().left];
    });
    expect(lineEnd).toBeLessThan(buttonStart);
  });
});

test.describe('announcement bar', () => {
  test('dismissal is remembered by id', async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('.announcement-bar');
    await expect(bar).toContainText('preview of the new Dagster docs');
    await expect(bar.getByRole('link', { name: 'GitHub discussion' })).toHaveAttribute(
      'href',
      'https://github.com/dagster-io/dagster/discussions/24816',
    );
    await expect(bar.getByRole('link', { name: 'docs.dagster.io' })).toHaveAttribute('href', 'https://docs.dagster.io/');
    await hydrated(page);
    await bar.getByRole('button', { name: 'Close' }).click();
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => [localStorage.getItem('announcement.dismiss'), localStorage.getItem('announcement.id')])).toEqual([
      'true',
      'announcementBar',
    ]);
    await page.reload();
    await expect(page.locator('.announcement-bar')).toBeHidden();
  });

  test('a changed announcement id shows the bar again', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('announcement.dismiss', 'true');
      localStorage.setItem('announcement.id', 'an-older-announcement');
    });
    await page.reload();
    await expect(page.locator('.announcement-bar')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('announcement.id'))).toBe('announcementBar');
  });
});

// No page has h4-h6 headings; tests/unit/toc.test.ts compiles h2-h6 through the site's MDX pipeline.
test('table of contents lists the h2 and h3 headings at their level and marks the heading being read', async ({ page }) => {
  await page.goto('/reference/dagster-yaml');
  const article = page.locator('.markdown');
  const headings = await article.locator('h2[id], h3[id], h4[id]').evaluateAll((hs) => hs.map((h) => `${h.tagName.toLowerCase()} ${h.id}`));
  const toc = await page
    .locator('.doc-toc .toc li')
    .evaluateAll((lis) =>
      lis.map(
        (li) => `${/toc-item--(h\d)/.exec(li.className)?.[1]} ${decodeURIComponent(li.querySelector('a')!.getAttribute('href')!.slice(1))}`,
      ),
    );
  expect(toc).toEqual(headings);
  expect(new Set(headings.map((h) => h.split(' ')[0]))).toEqual(new Set(['h2', 'h3']));
  await hydrated(page);
  const last = toc[toc.length - 1].split(' ')[1];
  await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), last);
  await expect(page.locator(`.doc-toc .toc a[href="#${last}"]`)).toHaveClass(/toc-link--active/);
});

test.describe('sidebar', () => {
  test('the active page is highlighted, its category open, and categories never close each other', async ({ page }) => {
    await page.goto('/guides/partitioning');
    const sidebar = page.locator('aside.sidebar');
    await expect(sidebar.locator('.menu-link--active')).toHaveText('Partitioning assets');
    const category = (label: string) =>
      sidebar.locator('details').filter({ has: page.locator(':scope > summary', { hasText: new RegExp(`^${label}$`) }) });
    const pipeline = category('Create a pipeline');
    await expect(pipeline).toHaveAttribute('open', '');
    const configure = category('Configure');
    await expect(configure).not.toHaveAttribute('open', '');
    await expect(sidebar.getByRole('link', { name: 'Connecting to databases' })).toHaveCount(0);
    await configure.locator('summary').click();
    await expect(configure).toHaveAttribute('open', '');
    await expect(sidebar.getByRole('link', { name: 'Connecting to databases' })).toBeVisible();
    await expect(pipeline).toHaveAttribute('open', '');
  });

  test("after a client navigation the sidebar is the new page's, and its collapsed categories still load", async ({ page }) => {
    await page.goto('/guides/partitioning');
    await hydrated(page);
    await markWindow(page);
    const sidebar = page.locator('aside.sidebar');
    await sidebar.getByRole('link', { name: 'Quickstart' }).click();
    await expect(page.locator('h1')).toHaveText('Dagster quickstart');
    expect(await windowMarker(page)).toBe(42);
    await expect(sidebar.locator('.menu-link--active')).toHaveText('Quickstart');
    await expect(sidebar.locator('.menu-link--active')).toHaveCount(1);
    const configure = sidebar.locator('details').filter({ has: page.locator(':scope > summary', { hasText: /^Configure$/ }) });
    await expect(configure).not.toHaveAttribute('open', '');
    await configure.locator('summary').click();
    await expect(sidebar.getByRole('link', { name: 'Connecting to databases' })).toBeVisible();
  });

  /** Whether the page's own sidebar entry lies below the first screen of its scrolling box, and whether it is in view. */
  const ownEntry = (page: Page) =>
    page.locator('aside.sidebar .menu-link--active').evaluate((link) => {
      const scroller = link.closest('.sidebar-nav')!;
      const [box, entry] = [scroller.getBoundingClientRect(), link.getBoundingClientRect()];
      return {
        farDown: entry.bottom - box.top + scroller.scrollTop > scroller.clientHeight,
        inView: entry.top >= box.top && entry.bottom <= Math.min(box.bottom, innerHeight),
      };
    });

  /**
   * The places a reader meets the sidebar of a page far down it, each checked by `expectShown`: the page loaded, the
   * sidebar a client navigation to another one brings, and the phone's drawer.
   */
  async function visitOwnEntries(page: Page, expectShown: () => Promise<void>) {
    await page.goto('/guides/docker');
    await expectShown();
    await hydrated(page);
    // To another sidebar, whose entry for the page is far down too.
    await followLink(page.locator('.markdown a[href^="/api/libraries/dagster-docker"]').first());
    await expect(page.locator('h1')).toContainText('(dagster-docker)');
    await expectShown();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/guides/docker');
    await page.locator('.navbar-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-mobile-menu', 'secondary');
    await expectShown();
  }

  test("a page far down its sidebar shows its own entry there, after a client navigation and in a phone's drawer", async ({ page }) => {
    await visitOwnEntries(page, async () => expect(await ownEntry(page)).toEqual({ farDown: true, inView: true }));
  });

  test("without CSS scroll-initial-target, the page's script opens the sidebar on its own entry, drawer too", async ({ page }) => {
    // A browser without scroll-initial-target, as Firefox and Safari are: the property neither applies nor is reported.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS) as (...condition: string[]) => boolean;
      Object.defineProperty(CSS, 'supports', {
        value: (...condition: string[]) => !condition.join(':').includes('scroll-initial-target') && supports(...condition),
      });
    });
    await page.route('**/*.css', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}.menu-link--active{scroll-initial-target:none!important}` });
    });
    await visitOwnEntries(page, async () => {
      const initialTarget = await page
        .locator('aside.sidebar .menu-link--active')
        .evaluate((link) => getComputedStyle(link).getPropertyValue('scroll-initial-target'));
      expect(initialTarget).toBe('none');
      await expect.poll(() => ownEntry(page)).toEqual({ farDown: true, inView: true });
    });
  });

  test('a collapsed category whose items fail to load shows an error with Retry', async ({ page }) => {
    let fail = true;
    await page.route('**/sidebar-data.json', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
    await page.goto('/guides/partitioning');
    await hydrated(page);
    const sidebar = page.locator('aside.sidebar');
    const configure = sidebar.locator('details').filter({ has: page.locator(':scope > summary', { hasText: /^Configure$/ }) });
    await configure.locator('summary').click();
    await expect(configure.locator('.lazy-error')).toContainText('This menu failed to load');
    await expect(configure.locator('.lazy-error-message')).toHaveText('HTTP 503');
    fail = false;
    await configure.getByRole('button', { name: 'Retry' }).click();
    await expect(sidebar.getByRole('link', { name: 'Connecting to databases' })).toBeVisible();
    await expect(configure.locator('.lazy-error')).toHaveCount(0);
  });

  test('unlisted pages are hidden unless they are the current page', async ({ page }) => {
    await page.goto('/guides/schedules');
    const sidebar = page.locator('aside.sidebar');
    await expect(sidebar.getByRole('link', { name: 'Managing secrets' })).toHaveCount(0);
    await page.goto('/guides/secrets');
    await expect(page.locator('aside.sidebar .menu-link--active')).toHaveText('Managing secrets');
    await expect(page.locator('.unlisted-banner')).toContainText('Unlisted page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('pages without a sidebar show none', async ({ page }) => {
    for (const path of ['/changelog', '/todo', '/search']) {
      await page.goto(path);
      await expect(page.locator('aside.sidebar')).toHaveCount(0);
    }
  });
});

test.describe('routing and serving', () => {
  test('.html and /index.html are redirected to the bare path', async ({ request }) => {
    for (const [from, to] of [
      ['/guides/schedules.html', '/guides/schedules'],
      ['/concepts/assets/index.html', '/concepts/assets'],
      ['/about/community/', '/about/community'],
    ]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location).toBe(to);
    }
  });

  test('internal links navigate client-side and scroll to the top', async ({ page }) => {
    await page.goto('/getting-started/installation');
    await hydrated(page);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await markWindow(page);
    await page.locator('aside.sidebar').getByRole('link', { name: 'Quickstart' }).click();
    await expect(page).toHaveURL(/\/getting-started\/quickstart$/);
    await expect(page.locator('h1')).toHaveText('Dagster quickstart');
    expect(await windowMarker(page)).toBe(42);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  /**
   * Where the target settles: its distance from the top of the viewport once nothing moves it any more, that is once
   * every block laid out lazily (content-visibility: auto) that meets the viewport has rendered its content and the
   * target is at the same place in two frames running. Polled until then, so a slow machine waits longer.
   */
  const settledTop = async (page: Page, id: string) => {
    let top = Number.NaN;
    await expect
      .poll(async () => {
        const read = await page.locator(`[id="${id}"]`).evaluate(
          (target) =>
            new Promise<{ top: number; still: boolean }>((done) => {
              const before = target.getBoundingClientRect().top;
              requestAnimationFrame(() =>
                requestAnimationFrame(() => {
                  const now = target.getBoundingClientRect().top;
                  const waiting = [...document.querySelectorAll('main *')].some((block) => {
                    if (getComputedStyle(block).contentVisibility !== 'auto') return false;
                    const { top, bottom } = block.getBoundingClientRect();
                    const inView = bottom > 0 && top < window.innerHeight;
                    return inView && block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false;
                  });
                  done({ top: now, still: now === before && !waiting });
                }),
              );
            }),
        );
        top = read.top;
        return read.still;
      }, `the target ${id} stops moving`)
      .toBe(true);
    return top;
  };

  for (const width of [1280, 390])
    test(`a URL with a hash lands on its target and stays there (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Deep targets, with content laid out lazily above them: a guide section, an API symbol halfway down a long page.
      for (const [path, id] of [
        ['/concepts/assets/thinking-in-assets', 'asset-first-orchestration'],
        ['/guides/docker', 'step-5-define-the-compose-services'],
        ['/api/io-managers', 'dagster.UPathIOManager'],
      ]) {
        await page.goto(`${path}#${id}`);
        await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
        const top = await settledTop(page, id);
        expect(top, path).toBeGreaterThanOrEqual(0);
        expect(top, path).toBeLessThan(200);
      }
    });

  test('a table-of-contents link lands on its heading and it stays there', async ({ page }) => {
    await page.goto('/guides/docker');
    await page.locator('.doc-toc').getByRole('link', { name: 'Step 6: Start and verify the deployment' }).click();
    await expect(page).toHaveURL(/#step-6-start-and-verify-the-deployment$/);
    const top = await settledTop(page, 'step-6-start-and-verify-the-deployment');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });

  test('sections below the first screen wait to be laid out, and a link into one lands on its heading', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/guides/docker');
    const laidOut = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.doc-section > h2')].map((h) => h.checkVisibility({ contentVisibilityAuto: true })),
      );
    const atLoad = await laidOut();
    expect(atLoad.length).toBeGreaterThan(5);
    expect(atLoad.at(-1)).toBe(false);
    await page.goto('/');
    await page.goto('/guides/docker#step-7-ship-new-code');
    const heading = page.locator('[id="step-7-ship-new-code"]');
    await expect(heading).toBeInViewport();
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect((await laidOut()).at(-2)).toBe(true);
  });

  /** From the installation page, with the app started and its window marked, follows Quickstart in the sidebar. */
  async function followQuickstart(page: Page) {
    await page.goto('/getting-started/installation');
    await hydrated(page);
    await markWindow(page);
    await page.locator('aside.sidebar').getByRole('link', { name: 'Quickstart' }).click();
    await expect(page).toHaveURL(/\/getting-started\/quickstart$/);
    await expect(page.locator('h1')).toHaveText('Dagster quickstart');
  }

  test('a failed page load during client navigation falls back to a full page load', async ({ page }) => {
    await page.route(/_rsc=/, (route) => route.abort());
    await followQuickstart(page);
    expect(await windowMarker(page)).toBeUndefined();
  });

  test("a client navigation reads the next page's content at its own path, with no redirect", async ({ page }) => {
    const fetched: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'fetch' && fetched.push(`${request.method()} ${new URL(request.url()).pathname}`),
    );
    await followQuickstart(page);
    expect(await windowMarker(page)).toBe(42);
    // Besides its payloads (.txt) and the router's HEAD probe, the page's HTML, fetched once at the route (`npm start`
    // redirects /x.html to /x, as the spec asks of a host).
    expect(fetched.filter((f) => f.startsWith('GET /getting-started/quickstart') && !f.endsWith('.txt'))).toEqual([
      'GET /getting-started/quickstart',
    ]);
  });

  test("a hovered link's page is fetched at the hover, and its click asks for none of its HTML", async ({ page }) => {
    const isQuickstartHtml = (request: Request) =>
      request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/getting-started/quickstart';
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: false } }));
    await page.goto('/getting-started/installation');
    await hydrated(page);
    await markWindow(page);
    const link = page.locator('aside.sidebar').getByRole('link', { name: 'Quickstart' });
    const prefetched = page.waitForResponse((response) => isQuickstartHtml(response.request()));
    await link.hover();
    await prefetched;
    const askedAtClick: string[] = [];
    page.on('request', (request) => isQuickstartHtml(request) && askedAtClick.push(request.url()));
    await link.click();
    await expect(page.locator('h1')).toHaveText('Dagster quickstart');
    expect(await windowMarker(page)).toBe(42);
    expect(askedAtClick).toEqual([]);
  });

  test("a click asks for the next page's HTML at once, not after the router's payload", async ({ page }) => {
    await page.goto('/getting-started/installation');
    await hydrated(page);
    await markWindow(page);
    // The router's payloads for the page are held until its HTML has been asked for: a navigation that asked for the
    // HTML only once a payload was in would never end.
    let htmlAsked!: () => void;
    const asked = new Promise<void>((resolve) => (htmlAsked = resolve));
    page.on(
      'request',
      (request) => request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/getting-started/quickstart' && htmlAsked(),
    );
    await page.route(/_rsc=/, async (route) => {
      if (new URL(route.request().url()).pathname.startsWith('/getting-started/quickstart')) await asked;
      await route.fallback();
    });
    // A click with no hover or focus first, as a tap on a phone: no prefetch has started.
    await page
      .locator('aside.sidebar')
      .getByRole('link', { name: 'Quickstart' })
      .evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page.locator('h1')).toHaveText('Dagster quickstart');
    expect(await windowMarker(page)).toBe(42);
  });

  test("when the next page's content cannot be fetched, the navigation loads that page in full", async ({ page }) => {
    await page.route('**/getting-started/quickstart', (route) =>
      route.request().resourceType() === 'fetch' ? route.abort() : route.fallback(),
    );
    await followQuickstart(page);
    expect(await windowMarker(page)).toBeUndefined();
  });

  test('the progress bar shows only when a route change takes longer than 200 ms', async ({ page }) => {
    await page.goto('/getting-started/installation');
    await hydrated(page);
    await page.clock.install();
    await pauseClockSoon(page);
    // A route change that completes before any time passes never shows the bar.
    await page.locator('aside.sidebar').getByRole('link', { name: 'Quickstart' }).click();
    await expect(page.locator('h1')).toHaveText('Dagster quickstart');
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    // A held route change shows it from 200 ms on, and it goes when the page has rendered.
    const release = await holdPagePayloads(page);
    await page.locator('aside.sidebar').getByRole('link', { name: 'Installation' }).click();
    await page.clock.runFor(199);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    release();
    await expect(page.locator('h1')).toHaveText('Installing Dagster');
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('the progress bar starts at 8 %, moves in 200 ms and trickles up to 2 % every 800 ms', async ({ page }) => {
    await page.goto('/getting-started/installation');
    await hydrated(page);
    await page.clock.install();
    await pauseClockSoon(page);
    await page.evaluate(() => (Math.random = () => 0.5)); // each trickle then adds half the trickle rate
    await holdPagePayloads(page);
    await page.locator('aside.sidebar').getByRole('link', { name: 'Quickstart' }).click();
    await page.clock.runFor(200);
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toHaveAttribute('style', /transform: translate3d\(-92%, 0px, 0px\)/);
    expect(await bar.evaluate((b) => b.style.transitionDuration)).toBe('200ms');
    await page.clock.runFor(799);
    await expect(bar).toHaveAttribute('style', /translate3d\(-92%/);
    await page.clock.runFor(1);
    await expect(bar).toHaveAttribute('style', /translate3d\(-91%/);
    await page.clock.runFor(800);
    await expect(bar).toHaveAttribute('style', /translate3d\(-90%/);
  });

  for (const [name, connection] of [
    ['2g', { effectiveType: '2g', saveData: false }],
    ['data-saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`the next page is not prefetched on hover on a ${name} connection`, async ({ page }) => {
      // A connection object the test can change later (the site reads it at each hover).
      await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: { ...c } }), connection);
      const prefetches: string[] = [];
      // The router's prefetch and the page's HTML fetched beside it (lib/next-export/content-island.tsx).
      page.on(
        'request',
        (r) => ('next-router-prefetch' in r.headers() || r.resourceType() === 'fetch') && prefetches.push(new URL(r.url()).pathname),
      );
      await page.goto('/getting-started/installation');
      await hydrated(page);
      const sidebar = page.locator('aside.sidebar');
      await sidebar.getByRole('link', { name: 'Build an ETL Pipeline' }).hover();
      // Positive control, without ending the page: once the connection is fast, hovering another link
      // prefetches it. A prefetch the first hover had started would have been requested before this one.
      await page.evaluate(() =>
        Object.assign((navigator as unknown as { connection: object }).connection, { effectiveType: '4g', saveData: false }),
      );
      const control = page.waitForRequest((r) => r.url().includes('/getting-started/quickstart') && 'next-router-prefetch' in r.headers());
      await sidebar.getByRole('link', { name: 'Quickstart' }).hover();
      await control;
      expect(prefetches.filter((p) => p.includes('/tutorial/tutorial-etl'))).toEqual([]);
      expect(prefetches.some((p) => p.includes('/getting-started/quickstart'))).toBe(true);
    });
  }

  test('the next page is prefetched on hover on a fast connection', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: false } }));
    await page.goto('/getting-started/installation');
    await hydrated(page);
    const prefetch = page.waitForRequest((r) => r.url().includes('/tutorial/tutorial-etl') && 'next-router-prefetch' in r.headers());
    await page.locator('aside.sidebar').getByRole('link', { name: 'Build an ETL Pipeline' }).hover();
    await prefetch;
  });

  test('a reader who prefers reduced data gets no speculation rules and no prefetch', async ({ playwright }) => {
    // Chromium matches prefers-reduced-data only with its Blink feature on, and then follows DevTools' emulation.
    const browser = await playwright.chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--enable-blink-features=PrefersReducedData'],
    });
    const page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    const cdp = await page.context().newCDPSession(page);
    const preferReducedData = (value: 'reduce' | 'no-preference') =>
      cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-data', value }] });
    await preferReducedData('reduce');
    const prefetches: string[] = [];
    page.on('request', (r) => 'next-router-prefetch' in r.headers() && prefetches.push(new URL(r.url()).pathname));
    await page.goto('/getting-started/installation');
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-data: reduce)').matches)).toBe(true);
    // Once the idle work has begun (the search dialog is parked): no rules, no framework prefetch.
    await page.locator('#search-dialog[data-parked]').waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    await hydrated(page);
    const sidebar = page.locator('aside.sidebar');
    await sidebar.getByRole('link', { name: 'Build an ETL Pipeline' }).hover();
    await page.waitForTimeout(1_000);
    expect(prefetches).toEqual([]);
    // Positive controls: without the preference, a hover prefetches and a loaded page has its rules.
    await preferReducedData('no-preference');
    const control = page.waitForRequest((r) => r.url().includes('/getting-started/quickstart') && 'next-router-prefetch' in r.headers());
    await sidebar.getByRole('link', { name: 'Quickstart' }).hover();
    await control;
    await page.reload();
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1);
    await browser.close();
  });

  test('on a phone, two of the article links in view when scrolling stops are prefetched; on Save-Data, none', async ({ browser }) => {
    const phone = { baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
    for (const saveData of [false, true]) {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      await page.addInitScript(
        (s) => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: s } }),
        saveData,
      );
      // The pages a prefetch asks for: their HTML (fetched beside the router's payload) and the router's HEAD of the URL.
      const fetched = new Set<string>();
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (r.resourceType() === 'fetch' && !/\.\w+$/.test(path)) fetched.add(path);
      });
      await page.goto('/concepts/assets');
      await hydrated(page);
      await page.evaluate(() => scrollTo(0, 800));
      const inView = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('.markdown a[href^="/"]')]
          .filter((a) => a.getBoundingClientRect().bottom > 0 && a.getBoundingClientRect().top < innerHeight)
          .map((a) => new URL(a.href).pathname)
          .filter((path) => path !== location.pathname),
      );
      expect(new Set(inView).size).toBeGreaterThan(2);
      if (!saveData) {
        await expect.poll(() => fetched.size, { timeout: 5_000 }).toBe(2);
        // The reader rests on: no third page comes.
        await page.waitForTimeout(2_000);
        expect([...fetched].every((path) => inView.includes(path))).toBe(true);
        expect(fetched.size).toBe(2);
      } else {
        await page.waitForTimeout(2_500);
        expect([...fetched]).toEqual([]);
        // Positive control, in the same page: once the connection is fast, the next rest prefetches.
        await page.evaluate(() => Object.assign((navigator as unknown as { connection: object }).connection, { saveData: false }));
        await page.evaluate(() => scrollBy(0, 1));
        await expect.poll(() => fetched.size, { timeout: 5_000 }).toBe(2);
      }
      await context.close();
    }
  });

  test('the base-URL banner appears when the home page is served under another path', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#base-url-issue-banner')).toBeHidden();
    const html = await (await page.request.get('/')).text();
    // Served under /preview/, the root-relative assets would not be found: the page runs without its scripts.
    await page.route('**/_next/**', (route) => route.abort());
    await page.route('**/preview/', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto('/preview/');
    await expect(page.locator('#base-url-issue-banner')).toBeVisible();
    await expect(page.locator('#base-url-issue-banner')).toContainText('This site did not load properly');
  });
});

/**
 * The fault comes from the test, not from the export: the payloads of /about/releases (the page payload a
 * navigation fetches, and the page segment a prefetch fetches) are served with their TocHighlight reference
 * pointing at a module of a chunk this test serves, which throws while `window.__crashTest` is set. The export
 * itself has no crash switch.
 */
test('the crash screen shows the error and its causes, and Try again renders the page again without a reload', async ({ page }) => {
  const rewritten = await injectCrash(page, '/about/releases');
  // A client navigation: in a browser with speculation rules the pagination's links are page loads.
  await page.addInitScript(noSpeculationRules);
  await page.goto('/about/community');
  await hydrated(page);
  await markWindow(page);
  await followLink(page.locator('.pagination-link--next'));
  await expect(page.getByRole('heading', { name: /This page crashed/ })).toBeVisible();
  expect(rewritten.length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/about\/releases$/);
  await expect(page.locator('.crash-message')).toHaveText('Crash test requested');
  await expect(page.locator('.crash-causes li')).toHaveText(['the payload names a module that throws', 'window.__crashTest is set']);
  await expect(page.locator('h1.doc-title')).toHaveCount(0);
  // Try again renders the same page again in this window: the fault is gone, the window's marker stays.
  await page.evaluate(() => delete (window as { __crashTest?: unknown }).__crashTest);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('h1.doc-title')).toHaveText('Releases');
  await expect(page.getByRole('heading', { name: /This page crashed/ })).toHaveCount(0);
  expect(await windowMarker(page)).toBe(42);
});

test('on narrow screens the table of contents is a collapsible block above the article', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The Next link below is a client navigation only in a browser without speculation rules.
  await page.addInitScript(noSpeculationRules);
  await page.goto('/guides/docker');
  await expect(page.locator('.doc-toc')).toBeHidden();
  const block = page.locator('details.toc-collapsible');
  await expect(block).toBeVisible();
  await block.locator('summary').click();
  const first = block.locator('a').first();
  await expect(first).toBeVisible();
  // The same entries as the wide-screen TOC (whose list the page's scripts copy into the block).
  const hrefs = (root: string) => page.locator(`${root} a.toc-link`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const wide = await hrefs('.doc-toc');
  expect(wide.length).toBeGreaterThan(3);
  expect(await hrefs('details.toc-collapsible')).toEqual(wide);
  const id = decodeURIComponent((await first.getAttribute('href'))!.slice(1));
  await first.click();
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  // After a client navigation the block lists the next page's entries, not this one's.
  await hydrated(page);
  await markWindow(page);
  await followLink(page.locator('.pagination-link--next'));
  await expect(page).not.toHaveURL(/\/guides\/docker$/);
  expect(await windowMarker(page)).toBe(42);
  await expect(page.locator('h1')).not.toHaveText(/docker/i);
  if (!(await block.evaluate((details) => (details as HTMLDetailsElement).open))) await block.locator('summary').click();
  await expect(block.locator('a').first()).toBeVisible();
  const next = await hrefs('.doc-toc');
  expect(next.length).toBeGreaterThan(0);
  expect(next).not.toEqual(wide);
  expect(await hrefs('details.toc-collapsible')).toEqual(next);
});

test('visiting a doc stores the docs version, Next, under docs-preferred-version-default', async ({ page }) => {
  const stored = () => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'));
  await page.goto('/search');
  await hydrated(page);
  expect(await stored()).toBeNull();
  await page.goto('/concepts/assets/thinking-in-assets');
  await hydrated(page);
  await expect.poll(stored).toBe('Next');
});

test('a sidebar category with a landing page has its link and, beside it, a toggle: two controls, both by keyboard', async ({ page }) => {
  await page.goto('/dagster-plus/access/rbac/users');
  await hydrated(page);
  const sidebar = page.locator('aside.sidebar');
  const link = sidebar.getByRole('link', { name: 'Insights', exact: true });
  const details = sidebar.locator('details', { has: page.locator(':scope > summary', { hasText: /^Insights$/ }) });
  const toggle = details.locator(':scope > summary');
  await expect(link).toHaveAttribute('href', '/dagster-plus/insights');
  await expect(toggle).toHaveAccessibleName('Insights');
  await expect(toggle.locator('a, button, [tabindex]')).toHaveCount(0);
  // The toggle is drawn as the caret at the right end of the link's row, as when it was part of the summary.
  const [row, caret] = [await link.boundingBox(), await toggle.boundingBox()];
  expect(caret!.y).toBeCloseTo(row!.y, 0);
  expect(caret!.height).toBeCloseTo(row!.height, 0);
  expect(caret!.x + caret!.width).toBeCloseTo(row!.x + row!.width, 0);
  // Tab goes from the link to the toggle; Enter on it opens the category and loads its items, in place.
  await link.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(details).not.toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await expect(sidebar.getByRole('link', { name: 'Export metrics from Dagster+ Insights' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dagster-plus/access/rbac/users');
  await page.keyboard.press('Enter');
  await expect(details).not.toHaveAttribute('open', '');
  // Enter on the link goes to the category's page.
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dagster-plus\/insights$/);
  await expect(page.locator('h1')).toHaveText(/Insights/);
});
