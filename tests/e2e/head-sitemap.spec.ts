import fs from 'node:fs';
import { expect, test } from '@playwright/test';

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
  test.setTimeout(90_000); // 274 requests, alongside the phone sweeps
  const routes = exportedRoutes();
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

test('sitemap lists listed pages weekly at priority 0.5, without unlisted pages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain('https://docs.dagster.io/concepts/assets/thinking-in-assets');
  expect(locs).toContain('https://docs.dagster.io/integrations/dbt');
  expect(locs).not.toContain('https://docs.dagster.io/guides/secrets');
  expect(locs).not.toContain('https://docs.dagster.io/changelog');
  expect(locs).not.toContain('https://docs.dagster.io/todo');
  expect(locs.some((l) => l.includes('/tags/') || l.endsWith('.json'))).toBe(false);
  expect(xml.match(/<changefreq>weekly<\/changefreq>/g)?.length).toBe(locs.length);
  expect(xml.match(/<priority>0.5<\/priority>/g)?.length).toBe(locs.length);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://docs.dagster.io/sitemap.xml');
});

// In chunks of 40 pages, so that one slow page cannot time out the whole sweep; each page is measured once loaded.
const routes = exportedRoutes();
const CHUNK = 40;
for (let start = 0; start < routes.length; start += CHUNK) {
  const chunk = routes.slice(start, start + CHUNK);
  test(`no page scrolls sideways on a 390 px phone: pages ${start + 1}-${start + chunk.length}`, async ({ page }) => {
    test.setTimeout(60_000);
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
