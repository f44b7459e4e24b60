#!/usr/bin/env node
// The next page as a reader's Chrome shows it, prerender included: first-tap.mjs's 'next page' control (390 px with
// touch, 4x CPU, 150 ms RTT, 1.6 Mbps; load, scroll to the end, read 3 s, tap Next; timed until the next page's
// title is laid out), driven over the DevTools protocol through a tab target. Playwright attaches to pages
// without one, and Chromium then prerenders nothing (PrerenderingDisabledByDevTools), so first-tap.mjs sees only
// the prefetch the rules make on the way.
// Usage: node bench/next-page-prerender.mjs --dir out --path /guides/docker [--runs 3] [--idle 3000]
//          [--app | --article | --sidebar] [--json f]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
/** @param {string} k @param {string} d */
const opt = (k, d) => {
  const i = args.indexOf(k);
  return i >= 0 ? args[i + 1] : d;
};
const dir = path.resolve(opt('--dir', 'out'));
const paths = args.flatMap((a, i) => (a === '--path' ? [args[i + 1]] : []));
if (!paths.length) paths.push('/guides/docker');
const runs = Number(opt('--runs', '3'));
const idle = Number(opt('--idle', '3000'));
/** With the framework started first (a tap on the page's title), as first-tap.mjs's 'next page (framework running)'. */
const article = args.includes('--article');
/** A link in the phone's drawer that neither pagination link names: a page the rules do not prerender ahead. */
const sidebar = args.includes('--sidebar');
const app = article || args.includes('--app');
/**
 * The control: Next; with --article the article's first laid-out link to another page, as first-tap.mjs's
 * 'article link (framework running)'; with --sidebar the drawer's first link in view to a page other than this one,
 * Next's and Previous's, the drawer opened and read for the idle time first (its tap starts the framework).
 */
const control = sidebar
  ? 'sidebar link'
  : article
    ? 'article link (framework running)'
    : app
      ? 'next page (framework running)'
      : 'next page';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.txt': 'text/plain',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
/** @param {string} p */
function resolve(p) {
  p = decodeURIComponent(p.split('?')[0]);
  for (const c of [p, `${p}.html`, path.posix.join(p, 'index.html')]) {
    const f = path.join(dir, c);
    if (f.startsWith(dir) && fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  }
  return null;
}
/** Speculative requests served before the tap (Sec-Purpose), as `purpose path bytes`: what a page view pays ahead. */
/** @type {string[]} */
let speculative = [];
const server = http.createServer((req, res) => {
  const f = resolve(/** @type {string} */ (req.url)) || path.join(dir, '404.html');
  const type = TYPES[path.extname(f)] || 'application/octet-stream';
  const raw = fs.readFileSync(f);
  const gz = /text|json|javascript|svg/.test(type) && /gzip/.test(req.headers['accept-encoding'] || '');
  const body = gz ? zlib.gzipSync(raw, { level: 6 }) : raw;
  res.writeHead(resolve(/** @type {string} */ (req.url)) ? 200 : 404, {
    'content-type': type,
    ...(gz ? { 'content-encoding': 'gzip' } : {}),
    'content-length': body.length,
  });
  const purpose = req.headers['sec-purpose'];
  // A page's HTML fetched ahead, or what its prerender loads (the current page's own <link rel=prefetch> apart).
  if (purpose && (purpose.includes('prerender') || !path.extname(/** @type {string} */ (req.url))))
    speculative.push(`${purpose} ${req.url} ${body.length}`);
  res.end(body);
});
await /** @type {Promise<void>} */ (new Promise((r) => server.listen(0, '127.0.0.1', r)));
const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;

// The browser, over --remote-debugging-pipe (fd 3 to it, fd 4 from it; messages end with a NUL byte).
const chrome = spawn(
  process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--remote-debugging-pipe', 'about:blank'],
  { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
);
const toBrowser = /** @type {import('node:stream').Writable} */ (chrome.stdio[3]);
const fromBrowser = /** @type {import('node:stream').Readable} */ (chrome.stdio[4]);
let nextId = 1;
/** @type {Map<number, { resolve: (v: any) => void, reject: (e: Error) => void }>} */
const pending = new Map();
/** @type {((message: any) => void)[]} */
const listeners = [];
let buffer = '';
fromBrowser.on('data', (chunk) => {
  buffer += chunk.toString();
  let end = buffer.indexOf('\0');
  while (end >= 0) {
    const message = JSON.parse(buffer.slice(0, end));
    buffer = buffer.slice(end + 1);
    end = buffer.indexOf('\0');
    const waiting = message.id && pending.get(message.id);
    if (waiting) {
      pending.delete(message.id);
      if (message.error) waiting.reject(new Error(JSON.stringify(message.error)));
      else waiting.resolve(message.result);
    } else for (const listener of listeners) listener(message);
  }
});
/** @param {string} method @param {object} [params] @param {string} [sessionId] @returns {Promise<any>} */
function send(method, params = {}, sessionId) {
  const id = nextId++;
  toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}
const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/** Evaluates an expression in a page session; null when that session's page is gone. */
async function evaluate(/** @type {string} */ session, /** @type {string} */ expression) {
  // A page torn down by the navigation may never answer: it counts as no answer after a second.
  const noAnswer = new Promise((r) => setTimeout(() => r({ result: { value: null } }), 1000));
  try {
    const { result } = /** @type {any} */ (
      await Promise.race([send('Runtime.evaluate', { expression, returnByValue: true }, session), noAnswer])
    );
    return result.value;
  } catch {
    return null;
  }
}

const TITLE = `(() => { const h = document.querySelector('main h1, article h1, h1'); return h && h.getBoundingClientRect().height > 0 && !document.prerendering ? h.textContent.trim() : null; })()`;
const NEXT = '.pagination-link--next';

/** One run: the time from the tap on Next to the next page's title laid out, and how that page arrived. */
async function run(/** @type {string} */ route) {
  speculative = [];
  const { browserContextId } = await send('Target.createBrowserContext');
  const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { targetInfos } = await send('Target.getTargets', { filter: [{ type: 'tab' }] });
  const tab = targetInfos.find((/** @type {any} */ t) => t.targetId === targetId || t.browserContextId === browserContextId);
  const { sessionId: tabSession } = await send('Target.attachToTarget', { targetId: tab.targetId, flatten: true });
  /** @type {string[]} page sessions under the tab, the newest last (an activated prerender becomes a new one) */
  const pages = [];
  const attached = (/** @type {any} */ m) => {
    if (m.method === 'Target.attachedToTarget' && m.sessionId === tabSession) pages.push(m.params.sessionId);
  };
  listeners.push(attached);
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, tabSession);
  while (!pages.length) await sleep(10);
  const setUp = async (/** @type {string} */ s) => {
    await send('Network.enable', {}, s);
    await send(
      'Network.emulateNetworkConditions',
      { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
      s,
    );
    await send('Emulation.setCPUThrottlingRate', { rate: 4 }, s);
    await send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 2, mobile: true }, s);
    await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 }, s);
    await send('Page.enable', {}, s);
  };
  const first = pages[0];
  await setUp(first);
  if (process.env.DEBUG_NEXT) {
    listeners.push(
      (m) =>
        m.method?.startsWith('Preload.p') &&
        m.method.endsWith('StatusUpdated') &&
        console.log(m.method, m.params.status, m.params.prerenderStatus ?? m.params.prefetchStatus ?? '', m.params.key.url),
    );
    await send('Preload.enable', {}, first);
  }
  const loaded = new Promise((r) => listeners.push((m) => m.sessionId === first && m.method === 'Page.loadEventFired' && r(undefined)));
  await send('Page.navigate', { url: base + route }, first);
  await loaded;
  const tapAt = async (/** @type {string} */ selector) => {
    const box = await evaluate(
      first,
      `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`,
    );
    const touch = { x: box[0], y: box[1] };
    await send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch] }, first);
    // Not awaited: when the tap activates a prerender of a URL with a #fragment, Chromium never answers it.
    send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }, first);
  };
  if (app) {
    await sleep(idle);
    await tapAt('main h1');
    for (let i = 0; i < 400 && !(await evaluate(first, `document.documentElement.hasAttribute('data-app-ready')`)); i++) await sleep(50);
  }
  if (article)
    await evaluate(
      first,
      `[...document.querySelectorAll('.markdown a[href^="/"]:not([href$=".md"], [href$=".txt"], [aria-current])')].find((a) => a.getBoundingClientRect().height > 0).setAttribute('data-bench-target', '')`,
    );
  /** @type {string | undefined} */
  let targetPath;
  if (sidebar) {
    await tapAt('.navbar-toggle');
    const pick = `(() => {
      const skip = new Set([location.pathname, ...[...document.querySelectorAll('.pagination-link')].map((a) => a.pathname)]);
      const link = [...document.querySelectorAll('.sidebar a.menu-link[href^="/"]')].find((a) => {
        // Whole within the drawer's scroller, which its header overlaps.
        const [r, box] = [a.getBoundingClientRect(), a.closest('.sidebar-nav').getBoundingClientRect()];
        return r.height > 0 && r.left >= 0 && r.top >= box.top && r.bottom <= Math.min(box.bottom, innerHeight) && !skip.has(a.pathname);
      });
      link?.setAttribute('data-bench-target', '');
      return link?.pathname ?? null;
    })()`;
    for (let i = 0; i < 100 && !(targetPath = await evaluate(first, pick)); i++) await sleep(20);
  }
  const target = article || sidebar ? '[data-bench-target]' : NEXT;
  if (!sidebar) await evaluate(first, `document.querySelector(${JSON.stringify(target)}).scrollIntoView({ block: 'center' })`);
  await sleep(idle);
  const was = await evaluate(first, TITLE);
  const fetchedAhead = speculative;
  speculative = [];
  const t0 = Date.now();
  await tapAt(target);
  // The page that shows the next title: this one (a client navigation), its activated prerender, or a new page. Each
  // page is polled on its own, so one torn down by the navigation, which may stop answering, holds up no other.
  let ms = Infinity;
  let shown = first;
  const polled = new Set();
  const poll = async (/** @type {string} */ session) => {
    polled.add(session);
    while (ms === Infinity && Date.now() - t0 < 20000) {
      const title = await evaluate(session, TITLE);
      if (title && title !== was && ms === Infinity) {
        ms = Date.now() - t0;
        shown = session;
      }
      await sleep(5);
    }
  };
  while (ms === Infinity && Date.now() - t0 < 20000) {
    for (const session of pages) if (!polled.has(session)) poll(session);
    await sleep(5);
  }
  // The same page session shows a client navigation, or a page load that kept the renderer (its navigation entry then
  // names the new page).
  const how =
    shown === first &&
    (await evaluate(first, `new URL(performance.getEntriesByType('navigation')[0].name).pathname === ${JSON.stringify(route)}`))
      ? 'client navigation'
      : await evaluate(
          shown,
          `(() => { const n = performance.getEntriesByType('navigation')[0]; return n.activationStart > 0 ? 'prerender' : n.deliveryType || 'network'; })()`,
        );
  if (process.env.DEBUG_NEXT)
    console.log(
      await evaluate(
        shown,
        `(() => { const n = performance.getEntriesByType('navigation')[0]; return JSON.stringify({ activatedAfterTapMs: Math.round(performance.timeOrigin + n.activationStart - ${t0}), nowAfterTapMs: Math.round(performance.timeOrigin + performance.now() - ${t0}), loadEnd: n.loadEventEnd, act: n.activationStart }); })()`,
      ),
    );
  listeners.splice(listeners.indexOf(attached), 1);
  await send('Target.disposeBrowserContext', { browserContextId });
  return { ms, how, fetchedAhead, targetPath };
}

const out = [];
for (const route of paths) {
  const results = [];
  // A run that stalls (a lost protocol event) counts as failed rather than holding the machine.
  const stalled = () => new Promise((r) => setTimeout(() => r({ ms: Infinity, how: 'stalled', fetchedAhead: [] }), 60000));
  for (let r = 0; r < runs; r++) results.push(/** @type {Awaited<ReturnType<typeof run>>} */ (await Promise.race([run(route), stalled()])));
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  out.push({
    path: route,
    control,
    ms: results.map((r) => r.ms),
    how: results.map((r) => r.how),
    median,
    fetchedAhead: results.map((r) => r.fetchedAhead),
  });
  console.log(`  fetched ahead of the tap (first run): ${results[0].fetchedAhead.join('; ') || 'nothing'}`);
  if (results[0].targetPath) console.log(`  tapped: ${results[0].targetPath}`);
  console.log(`${route}  ${control}: median ${median} ms  (${results.map((r) => `${r.ms} ${r.how}`).join(', ')})`);
}
const json = args.indexOf('--json') >= 0 ? opt('--json', '') : '';
if (json) fs.writeFileSync(json, JSON.stringify(out, null, 1));
chrome.kill();
server.close();
