import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { compareToBudgets, firstLoadAssets, type Budgets } from '../../lib/bench/page-weight';
import { exportFiles } from '../../lib/build/export-files';

// Runs after the build: bytes are deterministic, so the byte budgets of bench/budgets.json are enforced.
const budgets = JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')) as Budgets;

test('first-load bytes and the search index stay within their budgets', () => {
  const { rows, over } = compareToBudgets('out', budgets);
  for (const row of rows) console.log(`${row.name}: ${row.value} / ${row.budget}`);
  assert.deepEqual(over, []);
});

test('heavy code stays out of the scripts every page starts: modal, search client, mermaid, zoom', () => {
  // Every exported page, and the scripts each asks for at load and those its loader adds at the first input.
  const pages = exportFiles('out').filter((f) => f.endsWith('.html'));
  assert.ok(pages.length > 300, `${pages.length} pages`);
  const started = new Map<string, string[]>();
  for (const file of pages) {
    const { scripts: before, late } = firstLoadAssets(fs.readFileSync(file, 'utf8'));
    assert.ok(late.length > 3, `${file}: the framework scripts the loader adds on demand`);
    for (const src of [...before, ...late]) started.set(src, [...(started.get(src) ?? []), file]);
  }
  const heavy: string[] = [];
  for (const [src, files] of started) {
    const source = fs.readFileSync(`out${src}`, 'utf8');
    // DocSearch's React modal (the page's own search dialog shares its class names, not its code).
    // The /search results page is the search client's own page.
    for (const marker of ['__DOCSEARCH_RECENT_SEARCHES__', 'MiniSearch', 'mermaidAPI', 'medium-zoom-overlay'])
      if (source.includes(marker) && !(marker === 'MiniSearch' && files.every((f) => f === 'out/search.html')))
        heavy.push(`${marker} in ${src}, started by ${files.length} pages (${files[0]}, ...)`);
  }
  assert.deepEqual(heavy, []);
});
