/**
 * `npm run build`: the whole build, driven from this process around `next build`, parsing the content once.
 *
 * 1. the generated MDX import map (from the folder listing), then three processes side by side: `tsc --noEmit`,
 *    `next build` (static export to out/, without its own type check), and scripts/prepare-content.ts, which
 *    parses every page once into the content index (and its Markdown), runs the content check (any error
 *    stops next build and fails the build) and writes the content index as JSON for Next's workers, which wait for
 *    it (DOCS_CONTENT_INDEX_FILE, lib/content/index-file.ts); the type check must pass too;
 * 2. `next build` finishes;
 * 3. every page rewritten for first-load speed (lib/next-export/post-export.ts) → unlisted routes for next-sitemap → next-sitemap → unrequested payload files removed → every page as
 *    Markdown, llms.txt and llms-full.txt → the Sphinx inventory objects.inv (lib/api/inventory.ts) and
 *    the code links' hover cards (lib/api/code-cards.ts) → link check
 *    (fails on any broken link or #anchor).
 *
 * Prints the time of each step. Exit code 1 on the first failing step.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkExportLinks } from '../lib/checks/export-links';
import { writeMdxImports } from '../lib/page-modules/write-import-map';
import { bundleBehaviors } from '../lib/public-assets/bundle-behaviors.mjs';
import { copyMermaid } from '../lib/public-assets/vendor-mermaid.mjs';
import { pruneUnrequestedPayloads } from '../lib/next-export/prune-payloads';
import { rewriteExportedPages } from '../lib/next-export/post-export';
import { getSiteContentIndex } from '../lib/content/content-index';
import { listPageFiles } from '../lib/content/mdx-doc';
import { markdownStage } from '../lib/markdown/stage';
import { writeMarkdownExport } from './write-markdown';
import { inventoryEntries, sphinxInventory } from '../lib/api/inventory';
import { writeCodeCards } from '../lib/api/code-cards';
import { getApiManifest } from '../lib/api/symbols';

const OUT = path.resolve('out');
/**
 * Parsing, compiling and rendering pages allocate many short-lived objects: package.json starts this process
 * with twice V8's default young generation (`--max-semi-space-size`), and every Node process of `next build`
 * gets the same flag, for about a fifth less CPU in garbage collection (300 peers' pages: 2-3 s of wall time).
 */
const youngGeneration = process.execArgv.filter((flag) => flag.startsWith('--max-semi-space-size'));
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

step('mdx imports', () => {
  writeMdxImports(listPageFiles());
  copyMermaid();
});
const { pageScriptImports } = step('page script', () => bundleBehaviors());
const typecheckStarted = performance.now();
const typecheck = new Promise<{ code: number | null; output: string }>((resolve) => {
  const child = spawn(process.execPath, [path.resolve('node_modules/typescript/bin/tsc'), '--noEmit'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('close', (code) => resolve({ code, output }));
});
// Each page's Markdown is made from the same parse as the content index, and kept here until out/ exists.
const markdownDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-markdown-'));
process.on('exit', () => fs.rmSync(markdownDir, { recursive: true, force: true }));
const markdown = markdownStage(markdownDir);
/**
 * `next build`, started before the content is parsed: compiling does not need the content index, and Next's
 * processes wait for its file where they read it (lib/content/index-file.ts, DOCS_CONTENT_INDEX_WAIT), so the compile
 * and the parse share the two cores. Stopped if this process fails.
 */
const indexFile = path.join(os.tmpdir(), `docs-content-index-${process.pid}.json`);
const removeIndexFile = () => [indexFile, `${indexFile}.sections.json`].forEach((f) => fs.rmSync(f, { force: true }));
process.on('exit', removeIndexFile);
const nextBuildStarted = performance.now();
const nextBuildProcess = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, ...youngGeneration].filter(Boolean).join(' '),
    DOCS_CONTENT_INDEX_FILE: indexFile,
    DOCS_CONTENT_INDEX_WAIT: '1',
    DOCS_TYPECHECKED: '1',
  },
});
const stopNextBuild = () => nextBuildProcess.kill('SIGTERM');
process.on('exit', stopNextBuild);
const nextBuild = new Promise<number | null>((resolve) =>
  nextBuildProcess.on('close', (code) => {
    process.off('exit', stopNextBuild);
    timings.push(`next build ${((performance.now() - nextBuildStarted) / 1000).toFixed(1)} s (from the start)`);
    resolve(code);
  }),
);

/** The content step (scripts/prepare-content.ts), with this process's flags; fails the build if it fails. */
const contentStarted = performance.now();
const content = new Promise<void>((resolve) => {
  const child = spawn(process.execPath, [...process.execArgv, path.join(__dirname, 'prepare-content.ts'), indexFile, markdownDir], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  // Everything it prints is passed on; its last line of error output says why it failed.
  let errorTail = '';
  child.stderr.on('data', (d: Buffer) => {
    process.stderr.write(d);
    errorTail = `${errorTail}${d}`.slice(-4000);
  });
  child.on('close', (code) => {
    timings.push(`content ${((performance.now() - contentStarted) / 1000).toFixed(1)} s (alongside)`);
    if (code !== 0) fail(errorTail.trim().split('\n').at(-1) || `the content step exited with ${code}`);
    resolve();
  });
});

async function main() {
  await content;
  const types = await typecheck;
  timings.push(`type check ${((performance.now() - typecheckStarted) / 1000).toFixed(1)} s (alongside)`);
  if (types.code !== 0) {
    console.error(types.output);
    fail('type check found errors');
  }
  console.log('type check: no errors');

  const nextBuildCode = await nextBuild;
  if (nextBuildCode !== 0) fail(`next build exited with ${nextBuildCode}`);

  step('post-export', () => rewriteExportedPages(OUT, pageScriptImports));
  // From here on, this process reads the content index back from the JSON file the workers used.
  process.env.DOCS_CONTENT_INDEX_FILE = indexFile;
  const contentIndex = getSiteContentIndex();
  const unlisted = contentIndex.docs.filter((d) => d.unlisted).map((d) => d.route);
  fs.mkdirSync('.next', { recursive: true });
  fs.writeFileSync('.next/unlisted-routes.json', JSON.stringify(unlisted, null, 1));
  console.log(`sitemap: excluding ${unlisted.length} unlisted pages`);
  run('sitemap', path.resolve('node_modules/next-sitemap/bin/next-sitemap.mjs'), []);
  step('prune payloads', () => pruneUnrequestedPayloads(OUT));
  // The pages' Markdown comes from the content step (no second parse).
  const exported = step('markdown', () => writeMarkdownExport(OUT, contentIndex, markdown.prepared));
  removeIndexFile();
  console.log(`markdown: ${exported.pages} pages, llms.txt and llms-full.txt`);
  const inventory = step('objects.inv', () => inventoryEntries(getApiManifest()));
  fs.writeFileSync(path.join(OUT, 'objects.inv'), sphinxInventory(inventory));
  console.log(`objects.inv: ${inventory.length} entries`);
  console.log(`code cards: ${step('code cards', () => writeCodeCards(OUT, getApiManifest()))} files`);
  if (step('link check', () => checkExportLinks(OUT)).length) fail('broken links in out/');
  console.log(`build steps: ${timings.join(', ')}`);
}

main().catch((error) => fail(String(error?.stack ?? error)));
