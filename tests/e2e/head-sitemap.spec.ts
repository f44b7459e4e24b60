import { expect, test } from '@playwright/test';
import expectedRoutes from '../fixtures/expected-routes.json';
import { exportedRoutes } from './helpers';

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

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

// The original site's pages with their unlisted flags (the content index's MDX pages); API pages are never unlisted.
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
