import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { colours } from '../../app/tokens';
import { declarationsOf } from '../support/css-rules';

/** The colour custom properties (`--name: #rrggbb`) a selector's rules declare, names without the dashes. */
function colourProperties(css: string, selector: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(declarationsOf(css, selector))
      .filter(([name, value]) => name.startsWith('--') && /^#[0-9a-f]{6}$/i.test(value))
      .map(([name, value]) => [name.slice(2), value.toLowerCase()]),
  );
}

test('the base stylesheet declares exactly the colour tokens of app/tokens.ts, in light and dark mode', () => {
  const css = fs.readFileSync('app/globals.css', 'utf8');
  assert.deepEqual(colourProperties(css, ':root'), colours.light);
  assert.deepEqual(colourProperties(css, "[data-theme='dark']"), colours.dark);
});
