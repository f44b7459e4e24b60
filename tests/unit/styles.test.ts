import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

/** The stylesheets app/styles.css imports, as paths from the repository's root, in its order. */
function listed(): string[] {
  const css = fs.readFileSync('app/styles.css', 'utf8');
  return [...css.matchAll(/@import\s+["']([^"']+)["']/g)].map((m) => path.posix.join('app', m[1]));
}

/** Every stylesheet under app/ and components/ but the search dialog's, which loads on its own at idle. */
function stylesheets(): string[] {
  return ['app', 'components']
    .flatMap((dir) =>
      fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.posix.join(dir, f.split(path.sep).join('/'))),
    )
    .filter((f) => f.endsWith('.css') && f !== 'app/styles.css' && f !== 'components/search/search-dialog.css')
    .sort();
}

test('the site stylesheet imports the base first, then every component stylesheet once', () => {
  const list = listed();
  assert.equal(list[0], 'app/globals.css');
  assert.equal(new Set(list).size, list.length);
  assert.deepEqual([...list].sort(), stylesheets());
});

test('the base stylesheet stays under 6 KB', () => {
  assert.ok(fs.statSync('app/globals.css').size < 6000, `${fs.statSync('app/globals.css').size} bytes`);
});

test("the search dialog's stylesheet sets DocSearch's variables on the dialog, never on the root", async () => {
  // Linked at idle: a custom property set on <html> would restyle every element of the page, which inherits it.
  const { searchDialogCss } = await import('../../lib/public-assets/bundle-behaviors.mjs');
  const css = searchDialogCss().replace(/\/\*[\s\S]*?\*\//g, '');
  const setsVariables = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, , body]) => /--docsearch-[\w-]+\s*:/.test(body));
  // DocSearch's light and dark values and its narrow-screen spacing, and the site's light and dark values.
  assert.ok(setsVariables.length >= 5, `${setsVariables.length} rules`);
  for (const [, selectors] of setsVariables)
    for (const selector of selectors.split(',')) assert.match(selector.trim(), /\.DocSearch-Container\)?$/, selector);
});
