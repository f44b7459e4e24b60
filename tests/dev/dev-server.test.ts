import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { writeMdxImports } from '../../lib/build/mdx-imports';
import { listPageFiles } from '../../lib/content/loader';

// `npm run dev` as a contributor uses it: a page added while the server runs is served, and front-matter
// edits show on the next request, without a restart. The pages live in content/guides for the test only.
const PORT = Number(process.env.DEV_TEST_PORT ?? 3310);
const base = `http://127.0.0.1:${PORT}`;
const dir = path.resolve('content/guides');
const pageFile = (name: string) => path.join(dir, `zz-dev-test-${name}.mdx`);
const page = (title: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: A page written by the dev-server test while next dev runs.\n${extra}---\n\nThis page exists only while the dev-server test runs.\n`;
let server: ChildProcess;
let log = '';

function removeTestPages() {
  for (const file of fs.readdirSync(dir)) if (file.startsWith('zz-dev-test-')) fs.rmSync(path.join(dir, file));
}

/** Fetches until `check` accepts the body (the dev server compiles on demand), or fails after `ms`. */
async function eventually(url: string, check: (status: number, body: string) => boolean, ms = 90_000): Promise<string> {
  const deadline = Date.now() + ms;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      const body = await response.text();
      last = String(response.status);
      if (check(response.status, body)) return body;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never passed the check (last: ${last})\n${log.slice(-3000)}`);
}

before(async () => {
  removeTestPages();
  fs.writeFileSync(pageFile('existing'), page('Dev test existing page'));
  server = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/dev.ts', '-p', String(PORT), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (log += d));
  server.stderr!.on('data', (d) => (log += d));
  const started = Date.now();
  await eventually(`${base}/guides/zz-dev-test-existing`, (status, body) => status === 200 && body.includes('Dev test existing page'), 180_000);
  console.log(`first page served ${((Date.now() - started) / 1000).toFixed(1)} s after npm run dev started`);
});

after(async () => {
  removeTestPages();
  await new Promise((resolve) => setTimeout(resolve, 300));
  server?.kill('SIGTERM');
  writeMdxImports(listPageFiles());
});

test('a page added while the server runs is served without a restart', async () => {
  fs.writeFileSync(pageFile('added'), page('Dev test added page'));
  const body = await eventually(`${base}/guides/zz-dev-test-added`, (status, text) => status === 200 && text.includes('Dev test added page'));
  assert.match(body, /<title>Dev test added page \| Dagster Docs - Beta<\/title>/);
});

test('front-matter edits (title, sidebar_label) show on the next request', async () => {
  fs.writeFileSync(pageFile('existing'), page('Dev test renamed page', 'sidebar_label: Renamed label\n'));
  // Metadata and page are read separately, and the server looks at the files at most twice a second, so one
  // response just after the edit can carry the new title with the old heading: wait for both.
  const renamed = (text: string) => /<h1[^>]*>Dev test renamed page<\/h1>/.test(text) && text.includes('<title>Dev test renamed page | ');
  const body = await eventually(`${base}/guides/zz-dev-test-existing`, (status, text) => status === 200 && renamed(text));
  assert.match(body, /<h1[^>]*>Dev test renamed page<\/h1>/);
  assert.match(body, /<title>Dev test renamed page \| Dagster Docs - Beta<\/title>/);
});

test('a content error names its file and line', async () => {
  fs.writeFileSync(pageFile('existing'), '---\ntitle: Broken page\ndescription: 3\n---\n\nText.\n');
  const body = await eventually(`${base}/guides/zz-dev-test-existing`, (status, text) => status === 500 && text.includes('zz-dev-test-existing.mdx:3'));
  assert.match(body, /zz-dev-test-existing\.mdx:3: invalid front matter: 'description' must be a non-empty string/);
});
