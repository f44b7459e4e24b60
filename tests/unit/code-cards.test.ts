import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeCards, codeCardsUrl } from '../../lib/api/code-cards';
import { loadApiIndex } from '../../lib/api/python-refs.mjs';
import { getApiManifest } from '../../lib/api/symbols';

const manifest = getApiManifest();
const cards = codeCards(manifest);

test("each API page's cards file is named after its route and holds a card for every symbol it documents", () => {
  assert.equal(codeCardsUrl('/api/assets/asset-definitions'), '/api-cards/assets/asset-definitions.json');
  for (const [qualname, { route }] of manifest.byQualname) assert.ok(cards.get(route)?.[qualname], `${route}#${qualname}`);
});

test('a code link finds its card from its href alone: call form and plain-text summary', () => {
  const href = loadApiIndex().href('dagster.asset') ?? '';
  const [route, anchor] = href.split('#');
  const [call, summary] = cards.get(route)?.[anchor] ?? ['', ''];
  assert.match(call, /^@asset\(/);
  assert.ok(summary.length > 20 && !/[`[\]]/.test(summary), summary);
  const [usage] = cards.get('/api/cli/local-development')?.['dagster.cli.dev'] ?? [];
  assert.match(usage ?? '', /^dagster dev \[OPTIONS\]/);
});

test('a long call form is one line in its card, cut at a parameter with an ellipsis, so the summary stays in view', () => {
  const [call] = cards.get('/api/assets/asset-definitions')?.['dagster.asset'] ?? [''];
  assert.match(call, /^@asset\(compute_fn=None, \*, name=None, .+, …\)$/);
  for (const page of cards.values())
    for (const [qualname, [form]] of Object.entries(page)) {
      assert.ok(!form.includes('\n'), qualname);
      assert.ok(form.length <= 245, `${qualname}: ${form.length}`);
    }
});
