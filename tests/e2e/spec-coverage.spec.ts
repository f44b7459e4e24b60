import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dataSaver, exportedRoutes, followLink, hydrated, markWindow, openSearchModal, trackZoom, windowMarker } from './helpers';

// Spec behaviours that had no test, or a test that could not fail: each is checked here against the original site's
// values, copied from the shared reference into tests/fixtures/reference/site-config.json.

/** The original site's tagline and footer links (facts only, with where they were read). */
type Reference = {
  tagline: string;
  footer: { legal: { label: string; href: string }[]; social: { title: string; href: string }[] };
};
const reference = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'reference', 'site-config.json'), 'utf8')) as Reference;
const TAGLINE = reference.tagline;
const FOOTER_LEGAL = reference.footer.legal;
const FOOTER_SOCIAL = reference.footer.social;

test('the blog is disabled: /blog, its posts and tag pages answer 404 with the not-found page', async ({ page, request }) => {
  // Positive control: a page that exists answers 200 from the same server.
  expect((await request.get('/guides/docker')).status()).toBe(200);
  for (const path of [
    '/blog',
    '/blog/',
    '/blog/welcome',
    '/blog/archive',
    '/blog/tags',
    '/blog/tags/x',
    '/tags',
    '/tags/x',
    '/docs/tags/x',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('We could not find the page you were looking for');
  }
  await page.goto('/blog');
  await expect(page.locator('h1')).toHaveText('404');
  await expect(page.locator('a[href^="/blog"], a[href^="/tags"]')).toHaveCount(0);
});

test('the footer links to the terms, privacy and security pages and, in new tabs, the four social accounts', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer.footer');
  const legal = await footer
    .locator('.footer-legal a')
    .evaluateAll((as) => as.map((a) => ({ label: a.textContent!.trim(), href: a.getAttribute('href') })));
  expect(legal).toEqual(FOOTER_LEGAL.map(({ label, href }) => ({ label, href })));
  const social = await footer.locator('.footer-social a').evaluateAll((as) =>
    as.map((a) => ({
      label: a.getAttribute('aria-label')!.toLowerCase(),
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
  expect(social).toEqual(
    FOOTER_SOCIAL.map(({ title, href }) => ({
      label: title.toLowerCase(),
      href,
      target: '_blank',
      rel: expect.stringMatching(/noopener/),
    })),
  );
  await expect(footer).toContainText('Copyright © 2024 Dagster Labs');
});

test("the tagline is the site's description wherever a page has none of its own", async ({ request }) => {
  // The not-found page has no description of its own; llms.txt introduces the site with the tagline.
  const html = await (await request.get('/no/such/page')).text();
  expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe(TAGLINE);
  expect(await (await request.get('/llms.txt')).text()).toContain(`> ${TAGLINE}`);
});

/** The hrefs of the sidebar links the page was served with, and the labels of its top-level entries. */
const sidebarOf = async (page: Page) => ({
  hrefs: await page.locator('aside.sidebar a.menu-link[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)),
  top: await page
    .locator('aside.sidebar .menu-list--level-1 > li')
    .evaluateAll((lis) => lis.map((li) => li.querySelector('.menu-link, summary')!.textContent!.trim())),
});

// Each route group shows its own sidebar, and the sidebar's landing link is its navbar entry.
const GROUPS = [
  {
    sidebar: 'docs',
    landing: '/',
    label: 'Docs',
    pages: ['/guides/docker', '/concepts/assets/thinking-in-assets', '/tutorial/tutorial-etl', '/about/community'],
    owns: (href: string) => !/^\/(integrations|dagster-plus|api)(\/|$)/.test(href),
  },
  {
    sidebar: 'integrations',
    landing: '/integrations',
    label: 'Integrations',
    pages: ['/integrations/dbt', '/integrations/aws/s3'],
    owns: (href: string) => href.startsWith('/integrations'),
  },
  {
    sidebar: 'dagsterPlus',
    landing: '/dagster-plus',
    label: 'Dagster+',
    pages: ['/dagster-plus/deployment/hybrid', '/dagster-plus/access/rbac/teams'],
    owns: (href: string) => href.startsWith('/dagster-plus'),
  },
  {
    sidebar: 'api',
    landing: '/api',
    label: 'API Docs',
    pages: ['/api/assets', '/api/libraries/dagster-dbt'],
    owns: (href: string) => /^\/(api|reference)(\/|$)/.test(href),
  },
];

test('each route group shows its own sidebar, whose landing link is its navbar entry', async ({ page }) => {
  test.setTimeout(10_000 + GROUPS.flatMap((g) => [g.landing, ...g.pages]).length * 3_000);
  await page.addInitScript(dataSaver);
  const tops = new Map<string, string>();
  for (const group of GROUPS) {
    for (const path of [group.landing, ...group.pages]) {
      await page.goto(path);
      const active = page.locator('.navbar-link--active');
      await expect(active, path).toHaveText(group.label);
      await expect(active, path).toHaveAttribute('href', group.landing);
      const { hrefs, top } = await sidebarOf(page);
      expect(top.length, path).toBeGreaterThan(0);
      // Every link of the sidebar belongs to the group.
      expect(
        hrefs.filter((href) => !group.owns(href)),
        path,
      ).toEqual([]);
      // The page is in it (the landing page of the integrations is their index, whose categories load on opening).
      if (path !== group.landing)
        expect(await page.locator(`aside.sidebar a.menu-link--active[href="${path}"]`).count(), path).toBeGreaterThan(0);
      // The same sidebar on every page of the group.
      const key = top.join(' | ');
      expect(tops.get(group.sidebar) ?? key, path).toBe(key);
      tops.set(group.sidebar, key);
    }
  }
  // Four different sidebars.
  expect(new Set(tops.values()).size).toBe(4);
});

test('the initial query is the selected text, cut to 64 characters; a short selection is taken whole', async ({ page }) => {
  await page.goto('/concepts/assets/thinking-in-assets');
  await hydrated(page);
  const select = (selector: string) =>
    page.evaluate((s) => {
      const range = document.createRange();
      range.selectNodeContents(document.querySelector(s)!);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString();
    }, selector);
  const long = await select('.markdown p');
  expect(long.length).toBeGreaterThan(80);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input:visible');
  await expect(input).toHaveValue(long.slice(0, 64));
  expect((await input.inputValue()).length).toBe(64);
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal:visible')).toHaveCount(0);
  const short = await select('h1');
  expect(short.length).toBeGreaterThan(3);
  expect(short.length).toBeLessThan(64);
  await page.keyboard.press('Control+k');
  await expect(input).toHaveValue(short);
});

test('the zoomed image fills the window to its edge: margin 0', async ({ page }) => {
  await trackZoom(page);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 800, height: 1000 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await hydrated(page);
    await page.locator('html[data-zoom-ready]').waitFor({ state: 'attached' });
    const image = page.locator('.markdown img[src$=".svg"]').first();
    await image.click();
    await expect(page.locator('html')).toHaveAttribute('data-zoom', 'opened');
    // An SVG is scaled to the window less the margin on both sides: with margin 0 it touches two opposite edges.
    const { rect, width, height } = await image.evaluate((img) => {
      const zoomed = document.querySelector('.medium-zoom-image--opened') ?? img;
      const r = zoomed.getBoundingClientRect();
      return {
        rect: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      };
    });
    const fillsWidth = Math.abs(rect.left) <= 1 && Math.abs(rect.right - width) <= 1;
    const fillsHeight = Math.abs(rect.top) <= 1 && Math.abs(rect.bottom - height) <= 1;
    expect(fillsWidth || fillsHeight, `${JSON.stringify(rect)} in ${width}x${height}`).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('data-zoom', 'closed');
  }
});

/** Words of a snippet as shown, without the ellipses around a cut. */
const snippetWords = (text: string) => text.split(/\s+/).filter((w) => w && w !== '…').length;

// Over the embedded index (the hosted requests are checked in search-hosted.spec.ts): content
// snippets of 10 words, 5 on screens up to 768 px.
for (const [width, words] of [
  [1280, 10],
  [769, 10],
  [768, 5],
  [390, 5],
] as const) {
  test(`local search at ${width} px shows content snippets of ${words} words`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const input = await openSearchModal(page);
    await input.fill('sensor');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // A hit shows its heading, and under it the content snippet; a snippet cut from longer text has an ellipsis.
    const cut = (await page.locator('.DocSearch-Hit-path').allTextContents()).filter((text) => text.includes('…'));
    expect(cut.length).toBeGreaterThan(2);
    expect(cut.map(snippetWords), cut.join('\n')).toEqual(cut.map(() => words));
  });
}

/**
 * The integration library reference pages the spec lists (§2, /api/libraries/{library}); "variants" in the spec
 * are the packages named after the library plus a suffix (dagster-celery-k8s).
 */
const SPEC_LIBRARIES = {
  single: [
    'airbyte',
    'aws',
    'azure',
    'census',
    'dask',
    'databricks',
    'datadog',
    'datahub',
    'dbt',
    'docker',
    'embedded-elt',
    'fivetran',
    'ge',
    'github',
    'graphql',
    'k8s',
    'looker',
    'mlflow',
    'msteams',
    'mysql',
    'openai',
    'pagerduty',
    'pandas',
    'pandera',
    'papertrail',
    'pipes',
    'polars',
    'postgres',
    'prometheus',
    'pyspark',
    'shell',
    'slack',
    'spark',
    'ssh',
    'twilio',
    'wandb',
  ],
  variants: ['celery', 'deltalake', 'duckdb', 'gcp', 'snowflake'],
};
/** Library pages the export has beyond the spec's list, each with its reason. */
const BEYOND_SPEC: Record<string, string> = {
  '/api/libraries/dagster-sdf': 'dagster-sdf 0.25.x shipped with Dagster 1.9, the version the reference documents',
};

test("the export has the spec's API library pages, and no other but those listed beyond it", async ({ request }) => {
  // One page per library (a library split into sections has its sections' pages under its route).
  const exported = exportedRoutes().filter((route) => /^\/api\/libraries\/[^/]+$/.test(route));
  const page = (name: string) => (name === 'dagstermill' ? '/api/libraries/dagstermill' : `/api/libraries/dagster-${name}`);
  const expected = [...SPEC_LIBRARIES.single, ...SPEC_LIBRARIES.variants, 'dagstermill'].map(page);
  expect(exported).toEqual(expect.arrayContaining(expected));
  // A variant family is the library's own page and at least one suffixed package.
  for (const family of SPEC_LIBRARIES.variants)
    expect(
      exported.filter((route) => route.startsWith(`${page(family)}-`)),
      family,
    ).not.toEqual([]);
  const listed = (route: string) =>
    expected.includes(route) || SPEC_LIBRARIES.variants.some((family) => route.startsWith(`${page(family)}-`)) || route in BEYOND_SPEC;
  expect(exported.filter((route) => !listed(route))).toEqual([]);
  // "About 60": the count the spec gives, within a few.
  expect(exported.length).toBeGreaterThanOrEqual(50);
  expect(exported.length).toBeLessThanOrEqual(65);
  for (const route of exported) expect((await request.get(route)).status(), route).toBe(200);
});

test('the navbar search button is named "Search", before and after the framework runs', async ({ page }) => {
  await page.goto('/guides/docker');
  const button = page.locator('nav.navbar').getByRole('button', { name: 'Search', exact: true });
  await expect(button).toBeVisible();
  await hydrated(page);
  await expect(button).toBeVisible();
  await expect(page.locator('nav.navbar').getByRole('button', { name: /search/i })).toHaveCount(1);
});

test("a client navigation to another page's #anchor lands on the anchor, with the framework running", async ({ page }) => {
  await page.goto('/concepts/execution/dagster-daemon');
  await hydrated(page);
  await markWindow(page);
  await followLink(page.locator('.markdown a[href="/concepts/automation/schedules#missed-ticks"]').first());
  await expect(page).toHaveURL(/\/concepts\/automation\/schedules#missed-ticks$/);
  await expect(page.locator('h1')).toHaveText('Schedules');
  // The same window (no full load), still run by the framework.
  expect(await windowMarker(page)).toBe(42);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  const target = page.locator('[id="missed-ticks"]');
  await expect(target).toBeInViewport();
  await expect.poll(() => target.evaluate((t) => Math.round(t.getBoundingClientRect().top))).toBeLessThan(200);
  expect(await target.evaluate((t) => t.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
});

test('the sidebar cannot be hidden at desktop width: no control hides it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/guides/docker');
  await hydrated(page);
  const sidebar = page.locator('aside.sidebar');
  await expect(sidebar).toBeVisible();
  const width = await sidebar.evaluate((aside) => aside.getBoundingClientRect().width);
  // Nothing on the page names the sidebar as what it controls or offers to collapse or hide it.
  const hiders = await page.locator('button, [role="button"], summary').evaluateAll((controls) =>
    controls
      .filter((control) => (control as HTMLElement).offsetParent !== null)
      .map(
        (control) =>
          `${control.getAttribute('aria-label') ?? ''} ${control.textContent ?? ''} ${control.getAttribute('aria-controls') ?? ''}`,
      )
      .filter((text) => /sidebar|collapse|hide/i.test(text)),
  );
  expect(hiders).toEqual([]);
  // The sidebar's own controls, its top-level category toggles, each leave it shown, at its width.
  const toggles = sidebar.locator('.menu-list--level-1 > li > details > summary:visible');
  const count = await toggles.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await toggles.nth(i).click();
    await expect(sidebar).toBeVisible();
  }
  expect(await sidebar.evaluate((aside) => aside.getBoundingClientRect().width)).toBe(width);
});
