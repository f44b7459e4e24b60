/**
 * `npm run build`: the whole build in one process around `next build`, reading the content manifest once.
 *
 * 1. content manifest (every page parsed once) → content check (fails on any error) → the generated MDX
 *    import map → the manifest as JSON for Next's workers (DOCS_MANIFEST_FILE, lib/content/loader.ts);
 * 2. `next build` (static export to out/);
 * 3. unlisted routes for next-sitemap → next-sitemap → unrequested payload files removed → link check
 *    (fails on any broken link or #anchor).
 *
 * Prints the time of each step. Exit code 1 on the first failing step.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runContentCheck } from '../lib/build/content-check';
import { checkExportLinks } from '../lib/build/link-check';
import { writeMdxImports } from '../lib/build/mdx-imports';
import { pruneUnrequestedPayloads } from '../lib/build/prune-payloads';
import { getManifest, writeManifestFile } from '../lib/content/loader';

const OUT = path.resolve('out');
const timings: string[] = [];
function step<T>(name: string, run: () => T): T {
  const started = performance.now();
  const result = run();
  timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
function fail(message: string): never {
  console.error(`build failed: ${message}`);
  process.exit(1);
}
function run(name: string, script: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = step(name, () => spawnSync(process.execPath, [script, ...args], { stdio: 'inherit', env }));
  if (result.status !== 0) fail(`${name} exited with ${result.status ?? result.signal}`);
}

const manifest = step('content manifest', () => getManifest());
if (step('content check', () => runContentCheck(manifest))) fail('content check found errors');
step('mdx imports', () => writeMdxImports(manifest));

const manifestFile = path.join(os.tmpdir(), `docs-manifest-${process.pid}.json`);
writeManifestFile(manifestFile, manifest);
try {
  run('next build', require.resolve('next/dist/bin/next'), ['build'], { ...process.env, DOCS_MANIFEST_FILE: manifestFile });
} finally {
  fs.rmSync(manifestFile, { force: true });
}

fs.mkdirSync('.next', { recursive: true });
const unlisted = manifest.docs.filter((d) => d.unlisted).map((d) => d.route);
fs.writeFileSync('.next/unlisted-routes.json', JSON.stringify(unlisted, null, 1));
console.log(`sitemap: excluding ${unlisted.length} unlisted pages`);
run('sitemap', path.resolve('node_modules/next-sitemap/bin/next-sitemap.mjs'), []);
step('prune payloads', () => pruneUnrequestedPayloads(OUT));
if (step('link check', () => checkExportLinks(OUT)).length) fail('broken links in out/');
console.log(`build steps: ${timings.join(', ')}`);
