import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import path from 'node:path';
import { compareToBudgets, firstLoadAssets, withStaticImports, type Budgets } from '../../bench/lib/page-weight';
import { exportFiles } from '../../lib/files/export-files';

// Runs after the build: bytes are deterministic, so the byte budgets of bench/budgets.json are enforced.
const budgets = JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')) as Budgets;

test('first-load bytes and the search index stay within their budgets', () => {
  const { rows, over } = compareToBudgets('out', budgets);
  for (const row of rows) console.log(`${row.name}: ${row.value} / ${row.budget}`);
  assert.deepEqual(over, []);
});

test('heavy code stays out of the scripts every page starts: the search dialog, search engine, mermaid, zoom', () => {
  // Every exported page, and the scripts each asks for at load and those its loader adds at the first input.
  const pages = exportFiles('out').filter((f) => f.endsWith('.html'));
  assert.ok(pages.length > 300, `${pages.length} pages`);
  const started = new Map<string, string[]>();
  for (const file of pages) {
    const { scripts, late } = firstLoadAssets(fs.readFileSync(file, 'utf8'));
    assert.ok(late.length > 3, `${file}: the framework scripts the loader adds on demand`);
    // The page's own script with the chunks it imports statically: they load before it runs.
    const before = scripts.flatMap((s) =>
      s.startsWith('/_next/') ? [s] : withStaticImports(s, (url) => fs.readFileSync(path.join('out', url))),
    );
    assert.ok(before.length > scripts.length, `${file}: the page script's static chunks are counted`);
    for (const src of [...before, ...late]) started.set(src, [...(started.get(src) ?? []), file]);
  }
  const heavy: string[] = [];
  for (const [src, files] of started) {
    const source = fs.readFileSync(`out${src}`, 'utf8');
    // The search dialog's controller (its no-results screen's buttons), the search engine, mermaid, medium-zoom.
    // The /search results page is the search engine's own page.
    for (const marker of ['data-prefill', 'MiniSearch', 'mermaidAPI', 'medium-zoom-overlay'])
      if (source.includes(marker) && !(marker === 'MiniSearch' && files.every((f) => f === 'out/search.html')))
        heavy.push(`${marker} in ${src}, started by ${files.length} pages (${files[0]}, ...)`);
  }
  assert.deepEqual(heavy, []);
});
