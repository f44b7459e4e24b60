import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { writeMdxImports } from '../../lib/page-modules/write-import-map';
import { listPageFiles } from '../../lib/content/mdx-doc';

// `npm run dev` as a contributor uses it: a page added while the server runs is served, and front-matter
// edits show on the next request, without a restart. The server reads a copy of content/ in a temporary
// folder (DOCS_CONTENT_DIR, lib/files/content-dir.ts), so the test's pages never enter the real content/, even
// when a run is killed, and the next build cannot ship them.
const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-test-content-'));
const dir = path.join(contentDir, 'guides');
const pageFile = (name: string) => path.join(dir, `zz-dev-test-${name}.mdx`);
const page = (title: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: A page written by the dev-server test while next dev runs.\n${extra}---\n\nThis page exists only while the dev-server test runs.\n`;
let server: ChildProcess | undefined;
let exited: Promise<void> = Promise.resolve();
let base = '';
let log = '';

/** Resolves with the match once the server's output matches `pattern`; rejects at once if the server exits first. */
function serverSays(pattern: RegExp): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = log.match(pattern);
      if (!match) return;
      cleanup();
      resolve(match);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`next dev exited (${code}) before printing ${pattern}\n${log.slice(-3000)}`));
    };
    const cleanup = () => {
      server!.stdout!.off('data', check);
      server!.off('exit', onExit);
    };
    server!.stdout!.on('data', check);
    server!.once('exit', onExit);
    check();
  });
}

/**
 * Fetches until `check` accepts the response: the server re-reads content files at most twice a second, so
 * a request just after an edit may still get the old page. Polls at growing intervals, as expect.poll
 * does; fails at once if the server has exited, or when the edit has not shown within 60 s.
 */
async function eventually(url: string, check: (status: number, body: string) => boolean): Promise<string> {
  const deadline = Date.now() + 60_000;
  const intervals = [100, 250, 500, 1000];
  let last = '';
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    if (server!.exitCode !== null) break;
    const response = await fetch(url);
    const body = await response.text();
    last = String(response.status);
    if (check(response.status, body)) return body;
    await new Promise((resolve) => setTimeout(resolve, intervals[Math.min(attempt, intervals.length - 1)]));
  }
  throw new Error(`${url} never passed the check (last: ${last}, server exit code ${server!.exitCode})\n${log.slice(-3000)}`);
}

before(
  async () => {
    fs.cpSync(path.resolve('content'), contentDir, { recursive: true });
    fs.writeFileSync(pageFile('existing'), page('Dev test existing page'));
    // Its own process group, so that the test can stop tsx, next dev and next's workers together. Port 0: next dev
    // binds a free port, keeps it, and prints it.
    server = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/dev.ts', '-p', '0', '-H', '127.0.0.1'], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DOCS_CONTENT_DIR: contentDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    exited = new Promise((resolve) => server!.once('exit', () => resolve()));
    server.stdout!.on('data', (d) => (log += d));
    server.stderr!.on('data', (d) => (log += d));
    const started = Date.now();
    base = (await serverSays(/Local:\s+(http:\/\/127\.0\.0\.1:[1-9]\d*)/))[1];
    await serverSays(/Ready in/);
    // next dev compiles a route on its first request: this one answers when the page is ready.
    const response = await fetch(`${base}/guides/zz-dev-test-existing`);
    const body = await response.text();
    assert.equal(response.status, 200, `${body.slice(0, 500)}\n${log.slice(-3000)}`);
    assert.match(body, /Dev test existing page/);
    console.log(`first page served ${((Date.now() - started) / 1000).toFixed(1)} s after npm run dev started`);
    // A backstop against a server that hangs without exiting, far above the slowest start seen (58 s with the
    // machine's load at 18), not a deadline the start is expected to race.
  },
  { timeout: 600_000 },
);

after(async () => {
  if (server?.exitCode === null) {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
  await exited;
  fs.rmSync(contentDir, { recursive: true, force: true });
  // scripts/dev.ts empties the bundled import map; the build's map comes back.
  writeMdxImports(listPageFiles());
});

test('a page added while the server runs is served without a restart', async () => {
  fs.writeFileSync(pageFile('added'), page('Dev test added page'));
  const body = await eventually(
    `${base}/guides/zz-dev-test-added`,
    (status, text) => status === 200 && text.includes('Dev test added page'),
  );
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
  const body = await eventually(
    `${base}/guides/zz-dev-test-existing`,
    (status, text) => status === 500 && text.includes('zz-dev-test-existing.mdx:3'),
  );
  assert.match(body, /zz-dev-test-existing\.mdx:3: invalid front matter: 'description' must be a non-empty string/);
});

test('the test pages were written to the temporary folder only, never to content/', () => {
  assert.ok(fs.readdirSync(dir).some((f) => f.startsWith('zz-dev-test-')));
  assert.deepEqual(
    fs.readdirSync('content/guides').filter((f) => f.startsWith('zz-dev-test-')),
    [],
  );
});
