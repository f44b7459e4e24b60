import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

// The site has no /tags pages, so the exported sitemap cannot show that /tags/** is left out. This runs
// next-sitemap with the project's own config (next-sitemap.config.js) over a fixture build that has tag pages,
// an unlisted page, the 404 and search pages and a JSON route, and reads the sitemap it writes.
const config = path.resolve('next-sitemap.config.js');
const cli = path.resolve('node_modules/next-sitemap/bin/next-sitemap.mjs');

function sitemapOf(routes: string[], unlisted: string[]): { xml: string; robots: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-fixture-'));
  try {
    const next = path.join(dir, '.next');
    fs.mkdirSync(next);
    fs.mkdirSync(path.join(dir, 'out'));
    fs.writeFileSync(path.join(next, 'export-marker.json'), JSON.stringify({ exportTrailingSlash: false }));
    fs.writeFileSync(path.join(next, 'build-manifest.json'), JSON.stringify({ pages: {} }));
    fs.writeFileSync(path.join(next, 'routes-manifest.json'), '{}');
    fs.writeFileSync(
      path.join(next, 'prerender-manifest.json'),
      JSON.stringify({ routes: Object.fromEntries(routes.map((r) => [r, {}])), notFoundRoutes: [] }),
    );
    // What scripts/build.ts writes from the content index.
    fs.writeFileSync(path.join(next, 'unlisted-routes.json'), JSON.stringify(unlisted));
    const run = spawnSync(process.execPath, [cli, '--config', config], { cwd: dir, encoding: 'utf8' });
    assert.equal(run.status, 0, `${run.stdout}\n${run.stderr}`);
    return {
      xml: fs.readFileSync(path.join(dir, 'out', 'sitemap.xml'), 'utf8'),
      robots: fs.readFileSync(path.join(dir, 'out', 'robots.txt'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('the sitemap config leaves out /tags/** (any depth), unlisted pages, 404, search and JSON; the rest weekly at 0.5', () => {
  const { xml, robots } = sitemapOf(
    [
      '/',
      '/guides/a',
      '/guides/hidden',
      '/tags',
      '/tags/x',
      '/tags/x/y',
      '/tagsmith',
      '/guides/tags',
      '/404',
      '/_not-found',
      '/search',
      '/search-index.json',
    ],
    ['/guides/hidden'],
  );
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
  const locs = entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)![1].replace('https://docs.dagster.io', '') || '/');
  // Only the tag section goes: a page whose name starts with "tags", or a tags page elsewhere, stays.
  assert.deepEqual(locs.sort(), ['/', '/guides/a', '/guides/tags', '/tagsmith']);
  for (const entry of entries) {
    assert.match(entry, /<changefreq>weekly<\/changefreq>/, entry);
    assert.match(entry, /<priority>0\.5<\/priority>/, entry);
  }
  assert.match(robots, /Sitemap: https:\/\/docs\.dagster\.io\/sitemap\.xml/);
});
