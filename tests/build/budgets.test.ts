import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { compareToBudgets, firstLoadAssets, type Budgets } from '../../lib/bench/page-weight';

// Runs after the build: bytes are deterministic, so the byte budgets of bench/budgets.json are enforced.
const budgets = JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')) as Budgets;

test('first-load bytes and the search index stay within their budgets', () => {
  const { rows, over } = compareToBudgets('out', budgets);
  for (const row of rows) console.log(`${row.name}: ${row.value} / ${row.budget}`);
  assert.deepEqual(over, []);
});

test('heavy code stays out of the scripts every page starts: modal, search client, mermaid, zoom', () => {
  const { weights } = compareToBudgets('out', budgets);
  assert.ok(weights.length === 3);
  const html = fs.readFileSync('out/guides/docker.html', 'utf8');
  const { scripts: before, late } = firstLoadAssets(html);
  assert.ok(late.length > 3, 'the framework scripts the loader adds on demand');
  const scripts = [...before, ...late].map((src) => fs.readFileSync(`out${src}`, 'utf8'));
  for (const marker of ['__DOCSEARCH_RECENT_SEARCHES__', 'MiniSearch', 'mermaidAPI', 'medium-zoom-overlay']) assert.ok(!scripts.some((s) => s.includes(marker)), marker);
});
