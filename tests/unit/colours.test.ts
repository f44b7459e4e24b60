import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { colours } from '../../app/tokens';
import { contrast } from '../support/contrast';
import { cssRules } from '../support/css-rules';

const KINDS = ['note', 'tip', 'info', 'warning', 'danger'] as const;

test('admonition titles have 4.5:1 contrast on the admonition background (WCAG 1.4.3), in light and dark mode', () => {
  // Each admonition kind's title is drawn in its colour token on --bg-subtle.
  const rules = cssRules(fs.readFileSync('components/mdx/admonition.css', 'utf8'));
  assert.ok(rules.some((r) => r.selectors.includes('.admonition') && r.declarations.background === 'var(--bg-subtle)'));
  for (const kind of KINDS)
    assert.ok(
      rules.some((r) => r.selectors.includes(`.admonition--${kind} .admonition-title`) && r.declarations.color === `var(--${kind})`),
      kind,
    );
  const low = Object.entries(colours).flatMap(([mode, t]) =>
    KINDS.filter((kind) => contrast(t[kind], t['bg-subtle']) < 4.5).map(
      (kind) => `${mode} ${kind} ${t[kind]} on ${t['bg-subtle']}: ${contrast(t[kind], t['bg-subtle']).toFixed(2)}`,
    ),
  );
  assert.deepEqual(low, []);
});
