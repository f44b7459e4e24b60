import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { contrast } from '../support/contrast';

const css = fs.readFileSync('app/globals.css', 'utf8');

/** The custom properties a block of the stylesheet sets (`:root { ... }` or `[data-theme='dark'] { ... }`). */
function tokens(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  assert.ok(start >= 0, selector);
  const block = css.slice(start, css.indexOf('\n}', start));
  return Object.fromEntries([...block.matchAll(/--([\w-]+): (#\w{6});/g)].map((m) => [m[1], m[2]]));
}

test('admonition titles have 4.5:1 contrast on the admonition background (WCAG 1.4.3), in light and dark mode', () => {
  // Each admonition kind's title is drawn in its colour token on --bg-subtle (app/globals.css, Admonitions).
  for (const kind of ['note', 'tip', 'info', 'warning', 'danger'])
    assert.match(
      css,
      new RegExp(
        `\\.admonition--${kind} \\.admonition-title[^{]*\\{ color: var\\(--${kind}\\); \\}|\\.admonition--${kind} \\.admonition-title, [^{]*\\{ color: var\\(--${kind}\\); \\}`,
      ),
      kind,
    );
  const light = tokens(':root');
  const dark = { ...light, ...tokens("[data-theme='dark']") };
  const low = Object.entries({ light, dark }).flatMap(([mode, t]) =>
    ['note', 'tip', 'info', 'warning', 'danger']
      .filter((kind) => contrast(t[kind], t['bg-subtle']) < 4.5)
      .map((kind) => `${mode} ${kind} ${t[kind]} on ${t['bg-subtle']}: ${contrast(t[kind], t['bg-subtle']).toFixed(2)}`),
  );
  assert.deepEqual(low, []);
});
