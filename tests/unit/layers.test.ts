import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

/*
 * The code is layered: app/ (with mdx-components.tsx) over components/ over lib/; scripts/ and bench/ are entry
 * points beside app/ (which nothing imports); content/ is data, which may import types and nothing else. An import
 * may only run down the layers or stay inside its layer, and no file, nor any folder of lib/ or components/, may import itself back.
 */

type Layer = 'entry' | 'components' | 'lib' | 'content';
const RANK: Record<Layer, number> = { entry: 2, components: 1, lib: 0, content: -1 };
const CODE = /\.(ts|tsx|mjs|js)$/;

export interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function layerOf(file: string): Layer | null {
  if (file === 'mdx-components.tsx') return 'entry';
  const top = file.split('/')[0];
  if (top === 'app' || top === 'scripts' || top === 'bench') return 'entry';
  return top === 'components' || top === 'lib' || top === 'content' ? top : null;
}

/** The repository file a specifier names, or null for a package. */
function resolve(from: string, specifier: string, files: Set<string>): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const suffix of ['', '.ts', '.tsx', '.mjs', '.js', '.d.ts', '/index.ts', '/index.tsx'])
    if (files.has(base + suffix)) return base + suffix;
  return `${base}${path.posix.extname(base) ? '' : '.ts'}`; // a generated file not written yet
}

const STATIC = /^[ \t]*(import|export)(\s+type)?\b([^;'"]*?)\bfrom\s*['"]([^'"]+)['"]/gm;
const BARE = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import and export-from of one file's source that names a repository file. */
export function importsOf(file: string, source: string, files: Set<string>): Import[] {
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const to = resolve(file, specifier, files);
    if (to) found.push({ from: file, to, typeOnly });
  };
  for (const [, , typeKeyword, clause, specifier] of source.matchAll(STATIC)) {
    const names =
      /\{([^}]*)\}/
        .exec(clause)?.[1]
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean) ?? [];
    const allTypes = names.length > 0 && !/^[\w$]+\s*,|\*/.test(clause.trim()) && names.every((n) => n.startsWith('type '));
    add(specifier, Boolean(typeKeyword) || allTypes);
  }
  for (const [, specifier] of source.matchAll(BARE)) add(specifier, false);
  for (const [, specifier] of source.matchAll(DYNAMIC)) add(specifier, false);
  return found;
}

/** Imports that run up the layers, or that content/ makes for more than types. */
export function backImports(imports: Import[]): string[] {
  const wrong: string[] = [];
  for (const { from, to, typeOnly } of imports) {
    const a = layerOf(from);
    const b = layerOf(to);
    if (!a || !b) continue;
    if (a === 'content') {
      if (!typeOnly && b !== 'content') wrong.push(`${from} -> ${to} (content imports types only)`);
      continue;
    }
    if (RANK[b] > RANK[a] || (to.startsWith('app/') && !from.startsWith('app/'))) wrong.push(`${from} -> ${to}`);
  }
  return wrong;
}

/** Each set of nodes that import one another, round (strongly connected components of two or more, or a self-import). */
export function circles(edges: [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || next.get(v)?.includes(v)) found.push(group.sort());
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** lib/x and components/x for a file under them; null elsewhere. */
const folderOf = (file: string) => /^(lib|components)\/[^/]+\//.exec(file)?.[0].slice(0, -1) ?? null;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && fs.existsSync(f));
const trackedSet = new Set(tracked);
const repositoryImports = tracked
  .filter((f) => CODE.test(f) && layerOf(f))
  .flatMap((f) => importsOf(f, fs.readFileSync(f, 'utf8'), trackedSet));

test('no import runs back up the layers', () => {
  assert.ok(repositoryImports.length > 300, `only ${repositoryImports.length} imports found`);
  assert.deepEqual(backImports(repositoryImports), []);
});

test('no file imports itself back, through any path', () => {
  assert.deepEqual(circles(repositoryImports.map((i) => [i.from, i.to])), []);
});

test('no folder of lib/ or components/ imports itself back', () => {
  const edges: [string, string][] = [];
  for (const { from, to } of repositoryImports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a && b && a !== b) edges.push([a, b]);
  }
  assert.deepEqual(circles(edges), []);
});

test('the parser sees type-only, re-exported and dynamic imports, and the checks catch what they should', () => {
  const files = new Set(['lib/a.ts', 'lib/b.ts', 'components/c.tsx', 'content/d.ts']);
  const source = [
    "import type { A } from './b';",
    "import { type B, c } from '@/components/c';",
    "export { x } from './b';",
    "/** import y from './b' is prose */",
    "const m = await import('./b');",
    "import fs from 'node:fs';",
  ].join('\n');
  assert.deepEqual(importsOf('lib/a.ts', source, files), [
    { from: 'lib/a.ts', to: 'lib/b.ts', typeOnly: true },
    { from: 'lib/a.ts', to: 'components/c.tsx', typeOnly: false },
    { from: 'lib/a.ts', to: 'lib/b.ts', typeOnly: false },
    { from: 'lib/a.ts', to: 'lib/b.ts', typeOnly: false },
  ]);
  assert.deepEqual(
    backImports([
      { from: 'lib/a.ts', to: 'components/c.tsx', typeOnly: false },
      { from: 'content/d.ts', to: 'lib/a.ts', typeOnly: true },
      { from: 'content/d.ts', to: 'lib/b.ts', typeOnly: false },
      { from: 'components/c.tsx', to: 'lib/a.ts', typeOnly: false },
    ]),
    ['lib/a.ts -> components/c.tsx', 'content/d.ts -> lib/b.ts (content imports types only)'],
  );
  assert.deepEqual(
    circles([
      ['lib/a.ts', 'lib/b.ts'],
      ['lib/b.ts', 'lib/a.ts'],
      ['lib/b.ts', 'lib/c.ts'],
    ]),
    [['lib/a.ts', 'lib/b.ts']],
  );
});
