import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

/*
 * A comment that names a file of this repository sends the reader there, so it must exist: a path under one of the
 * repository's top-level folders, looked up from the root; or a bare name of a source file (.ts, .tsx, .mjs), which
 * must be some file's name here. Other bare names (file.py, CHANGES.md) are examples or Dagster's files.
 */

const SOURCE = /\.(ts|tsx|mjs|js|css)$/;
const FILE_NAME = /(?:[\w@.-]+\/)*[\w.-]+\.(?:tsx?|mjs|js|css|json|md|py|yaml|sh)\b/g;
const TOP_FOLDERS = /^(app|components|content|lib|scripts|tests|bench|public|\.ci)\//;
const SOURCE_NAME = /^[\w.-]+\.(tsx?|mjs)$/;

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const names = new Set(tracked.map((f) => path.basename(f)));
/** A tracked file, or a folder holding one; what the build writes under public/ (behaviors, vendor) counts too. */
const isTracked = (named: string) =>
  /^public\/(behaviors|vendor)\//.test(named) || tracked.some((f) => f === named || f.startsWith(`${named.replace(/\/$/, '')}/`));
/** Files the build writes, named in comments though not in the repository. */
const GENERATED = new Set(['lib/page-modules/mdx-imports.generated.ts', 'next-env.d.ts']);

/** The text of each comment in a source file, with its line. */
function comments(text: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  for (const m of text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g))
    found.push({ line: text.slice(0, m.index).split('\n').length, text: m[0] });
  return found;
}

export function stalePaths(file: string, text: string): string[] {
  const stale: string[] = [];
  for (const comment of comments(text))
    for (const [named] of comment.text.matchAll(FILE_NAME)) {
      if (GENERATED.has(named) || GENERATED.has(path.basename(named))) continue;
      const exists = TOP_FOLDERS.test(named) ? isTracked(named) : SOURCE_NAME.test(named) ? names.has(named) : true;
      if (!exists) stale.push(`${file}:${comment.line}: ${named}`);
    }
  return stale;
}

test('every file a comment names exists', () => {
  const stale = tracked
    .filter((f) => SOURCE.test(f) && !f.startsWith('bench/tmp/') && fs.existsSync(f))
    .flatMap((f) => stalePaths(f, fs.readFileSync(f, 'utf8')));
  assert.deepEqual(stale, []);
});

test('a planted stale path is found', () => {
  assert.deepEqual(stalePaths('components/x.ts', '// see components/mdx/content-behaviors.tsx\nconst a = 1;'), [
    'components/x.ts:1: components/mdx/content-behaviors.tsx',
  ]);
  assert.deepEqual(stalePaths('components/x.ts', '/* moved to lib/search/dialog/open.ts */'), []);
});
