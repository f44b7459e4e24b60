import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import expectedRoutes from '../fixtures/expected-routes.json';

/** Every page of the export, read from its HTML files. */
function exportedRoutes(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === '_next' ? [] : walk(`${dir}/${e.name}`)) : e.name.endsWith('.html') ? [`${dir}/${e.name}`] : []));
  return walk('out')
    .map((f) => f.slice(3).replace(/(\/index)?\.html$/, '') || '/')
    .filter((r) => !['/404', '/_not-found'].includes(r));
}

const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

const meta = (html: string, attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

test('every page has the title format, description, keywords, share images, lang and dir', async ({ request }) => {
  const routes = exportedRoutes();
  // One request per page (about 60 ms each alongside the phone sweeps): the budget grows with the export.
  test.setTimeout(15_000 + routes.length * 250);
  expect(routes.length).toBeGreaterThan(250);
  let exact = 0;
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    expect(html, route).toMatch(/<html lang="en" dir="ltr"/);
    const title = decode(/<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '');
    expect(title, route).toMatch(/^.+ \| Dagster Docs - Beta$/);
    // On doc pages the head title is exactly `<page title> | Dagster Docs - Beta`, the page title being the H1.
    const h1 = /<h1 class="doc-title">([^<]+)<\/h1>/.exec(html)?.[1];
    if (h1) {
      expect(title, route).toBe(`${decode(h1)} | Dagster Docs - Beta`);
      exact++;
    }
    expect(meta(html, 'name', 'description')?.length, route).toBeGreaterThan(20);
    expect(meta(html, 'name', 'keywords'), route).toBeTruthy();
    expect(meta(html, 'property', 'og:image'), route).toMatch(/^https:\/\/docs\.dagster\.io\/img\/social-card\.png$/);
    expect(meta(html, 'name', 'twitter:image'), route).toMatch(/social-card\.png$/);
  }
  expect(exact).toBeGreaterThan(250);
});

// The original site's pages with their unlisted flags (the content manifest's MDX pages); API pages are never unlisted.
const UNLISTED = new Set((expectedRoutes as { route: string; unlisted: boolean }[]).filter((r) => r.unlisted).map((r) => r.route));

test('sitemap lists every listed page of the export, and nothing else, each weekly at priority 0.5', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  const locs = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)?.[1] ?? e);
  for (const entry of entries) {
    expect(entry).toMatch(/<changefreq>weekly<\/changefreq>/);
    expect(entry).toMatch(/<priority>0\.5<\/priority>/);
  }
  // Every page the export serves, but the search page and unlisted pages (tests/fixtures/expected-routes.json).
  const pages = exportedRoutes();
  expect(UNLISTED.size).toBeGreaterThan(40);
  for (const route of UNLISTED) expect(pages, route).toContain(route);
  const listed = pages.filter((r) => r !== '/search' && !UNLISTED.has(r));
  expect(listed.length).toBeGreaterThan(250);
  expect(locs.sort()).toEqual(listed.map((r) => `https://docs.dagster.io${r === '/' ? '' : r}`).sort());
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://docs.dagster.io/sitemap.xml');
});

// In chunks of 40 pages, so that one slow page cannot time out the whole sweep; each page is measured once loaded.
const routes = exportedRoutes();
const CHUNK = 40;
for (let start = 0; start < routes.length; start += CHUNK) {
  const chunk = routes.slice(start, start + CHUNK);
  test(`no page scrolls sideways on a 390 px phone: pages ${start + 1}-${start + chunk.length}`, async ({ page }) => {
    // One load per page (0.4-0.7 s each on 2 busy cores): the budget grows with the chunk.
    test.setTimeout(10_000 + chunk.length * 2_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const wide: string[] = [];
    for (const route of chunk) {
      await page.goto(route, { waitUntil: 'load' });
      const [scrollWidth, width] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      if (scrollWidth > width) wide.push(`${route} (${scrollWidth}px)`);
    }
    expect(wide).toEqual([]);
  });
}
