#!/usr/bin/env node
// First tap to response on a phone: the page loads under Lighthouse-mobile-like throttling (4x CPU, 150 ms RTT,
// 1.6 Mbps down), the reader reads for a while with no input, then taps a control; we time from the tap to the
// control's visible response. This is the interaction a deferred framework makes the reader wait on.
// Usage: node first-tap.mjs --dir OUT --path /guides/docker [--runs 3] [--idle 3000] [--control 'next page'] [--json f]
// The yardstick the peer frameworks were measured with, with more rows in CONTROLS: every control of this
// site's pages. A control a page does not have is left out of that page's figures.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
/** @template [T=undefined] @param {string} k @param {T} [d] @returns {string | T} */
const opt = (k, d) => {
  const i = args.indexOf(k);
  return i >= 0 ? args[i + 1] : /** @type {T} */ (d);
};
const dir = path.resolve(opt('--dir', 'out'));
const paths = args.flatMap((a, i) => (a === '--path' ? [args[i + 1]] : []));
if (!paths.length) paths.push('/');
const runs = Number(opt('--runs', 3)),
  idle = Number(opt('--idle', 3000));
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
  '.ico': 'image/x-icon',
  '.md': 'text/markdown',
};
/** @param {string} p */
function resolve(p) {
  p = decodeURIComponent(p.split('?')[0]);
  for (const c of [p, p + '.html', path.posix.join(p, 'index.html')]) {
    const f = path.join(dir, c);
    if (f.startsWith(dir) && fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  }
  return null;
}
const server = http.createServer((req, res) => {
  const f = resolve(/** @type {string} */ (req.url)) || path.join(dir, '404.html');
  const raw = fs.readFileSync(f),
    type = TYPES[path.extname(f)] || 'application/octet-stream';
  const gz = /text|json|javascript|svg/.test(type) && /gzip/.test(req.headers['accept-encoding'] || '');
  const body = gz ? zlib.gzipSync(raw, { level: 6 }) : raw;
  res.writeHead(resolve(/** @type {string} */ (req.url)) ? 200 : 404, {
    'content-type': type,
    ...(gz ? { 'content-encoding': 'gzip' } : {}),
    'content-length': body.length,
  });
  res.end(body);
});
await /** @type {Promise<void>} */ (new Promise((r) => server.listen(0, '127.0.0.1', r)));
const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });

const NEXT_LINK = '.pagination-link--next, .pagination-nav__link--next, .pagination-links a[rel="next"], a[rel="next"]';
/** The article's first link to another page of the site that is laid out (not in a closed block; Playwright's :visible). */
const ARTICLE_LINK = '.markdown a[href^="/"]:not([href$=".md"], [href$=".txt"], [aria-current]):visible';
// Each control: what to tap, and the visible response to wait for.
// `inPage`: how the page itself times the response (watchResponse): 'frame', the frame after the tap's handlers, for
// a control that answers in them; 'hit', the first search hit painted. Left out where the response comes later (a
// clipboard write, a zoom's animation, a new page).
/** @type {{ name: string, tap: string, done?: string, type?: string, limitMs?: number, changes?: () => unknown, nav?: boolean, app?: boolean, inPage?: 'frame' | 'hit' }[]} */
const CONTROLS = [
  {
    name: 'search button',
    tap: '.DocSearch-Button, site-search button[data-open-modal], button[aria-label*="Search" i]',
    done: '.DocSearch-Modal input, dialog[open] input, [role=dialog] input',
    inPage: 'frame',
  },
  {
    name: 'menu button',
    tap: '.navbar-toggle, .navbar__toggle, starlight-menu-button button, button[aria-label*="navigation" i]',
    done: '[role=dialog][aria-label*="menu" i] a, .navbar-sidebar--show a, [data-mobile-menu-expanded] #starlight__sidebar a',
    inPage: 'frame',
  },
  {
    name: 'search results',
    tap: '.DocSearch-Button, site-search button[data-open-modal], button[aria-label*="Search" i]',
    type: 'asset',
    done: '.DocSearch-Hit a, [role=option] a, .pagefind-ui__result-link',
    limitMs: 1500,
    inPage: 'hit',
  },
  {
    name: 'theme toggle',
    tap: '.theme-toggle, button[title*="dark" i], button[aria-label*="dark" i]',
    changes: () => document.documentElement.getAttribute('data-theme') + document.documentElement.className,
    inPage: 'frame',
  },
  { name: 'copy code', tap: '.markdown .copy-button', changes: () => document.querySelector('.markdown .copy-button')?.textContent },
  { name: 'copy page', tap: 'button[data-copy-page]', changes: () => document.querySelector('button[data-copy-page]')?.textContent },
  {
    name: 'tab',
    tap: '.tabs-container > .tabs > [role=tab][aria-selected=false]',
    changes: () => document.querySelector('.tabs-container > .tabs > [role=tab][aria-selected=true]')?.id,
    inPage: 'frame',
  },
  {
    name: 'collapsible block',
    tap: '.markdown details.details > summary',
    changes: () => /** @type {HTMLDetailsElement | null} */ (document.querySelector('.markdown details.details'))?.open,
    inPage: 'frame',
  },
  { name: 'on this page', tap: '.toc-collapsible > summary', done: 'nav.toc--inline a', inPage: 'frame' },
  { name: 'image zoom', tap: '.markdown img', done: '.medium-zoom-image--opened' },
  {
    name: 'announcement close',
    tap: '.announcement-close',
    changes: () => getComputedStyle(/** @type {Element} */ (document.querySelector('.announcement-bar'))).display,
    inPage: 'frame',
  },
  // The yardstick's control: the reader scrolls to the end of the page, reads, and taps the pagination's Next link;
  // timed until the next page's title is laid out (a client navigation or a page load alike).
  { name: 'next page', tap: NEXT_LINK, nav: true },
  // The same after the reader has tapped the page's text, which starts the framework (its client navigation).
  { name: 'next page (framework running)', tap: NEXT_LINK, nav: true, app: true },
  // A link in the article to another page, once the framework runs: a client navigation, with no prefetch before the
  // tap (a phone has no hover).
  { name: 'article link (framework running)', tap: ARTICLE_LINK, nav: true, app: true },
];
const only = args.flatMap((a, i) => (a === '--control' ? [args[i + 1]] : []));
if (only.length) CONTROLS.splice(0, CONTROLS.length, ...CONTROLS.filter((c) => only.includes(c.name)));

/**
 * Polls, across a page load, until the first h1 is laid out with a text other than `was` (the yardstick's method).
 * @param {import('playwright-core').Page} page @param {string | undefined} was
 */
async function nextTitle(page, was, timeout = 20000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    const t = await page
      .evaluate(() => {
        const h = document.querySelector('main h1, article h1, h1');
        return h && h.getBoundingClientRect().height > 0 ? h.textContent?.trim() : null;
      })
      .catch(() => null);
    if (t && t !== was) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}
// Runs in the page, which gets a control's `changes` as its source: an indirect eval makes it a function again there.
/** @param {[string, unknown]} args */
// biome-ignore lint/complexity/noCommaOperator: `(0, eval)` is an indirect eval, in the page's global scope
// biome-ignore lint/security/noGlobalEval: the page evaluates the benchmark's own check
const changedSince = ([f, before]) => (0, eval)(f)() !== before;
/**
 * Runs in the page before the tap: notes when the touch went down (its event's timestamp) and when the response was
 * painted, in `window.__response`. 'frame': the end of the latest Event Timing entry at or after the touch (the frame
 * painted after the handlers of every event the tap fired); entries under 16 ms are not reported, so a tap whose
 * every event is painted within 16 ms gives none. 'hit': the first search hit's text painted (Element Timing; the
 * attribute is set as hits are added, before their first paint).
 * The yardstick's own checks are Playwright's selector polls, which run in the page's main thread and walk its whole
 * DOM: on a long page they add tens of milliseconds at 4x that no reader waits for. This figure leaves them out.
 * @param {'frame' | 'hit'} kind
 */
function watchResponse(kind) {
  const record = /** @type {{ down?: number, painted?: number }} */ ({});
  Object.assign(window, { __response: record });
  addEventListener('pointerdown', (event) => (record.down ??= event.timeStamp), { capture: true, once: true });
  if (kind === 'frame') {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (record.down !== undefined && entry.startTime >= record.down - 1)
          record.painted = Math.max(record.painted ?? 0, entry.startTime + entry.duration);
    }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16 }));
    return;
  }
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('.DocSearch-Hit a :not([elementtiming])')) el.setAttribute('elementtiming', 'hit');
  }).observe(document.body, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.painted ??= /** @type {PerformanceEntry & { renderTime: number }} */ (entry).renderTime;
  }).observe({ type: 'element' });
}
const med = (/** @type {number[]} */ xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};
const out = [];
for (const p of paths) {
  for (const c of CONTROLS) {
    const times = [];
    /** @type {(number | null)[]} */
    const inPage = [];
    for (let r = 0; r < runs; r++) {
      const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: 1.6e6 / 8,
        uploadThroughput: 750e3 / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(base + p, { waitUntil: 'load' });
      const tap = page.locator(c.tap).first();
      if (c.app) {
        await page.waitForTimeout(idle);
        await page.locator('main h1').first().click();
        await page.waitForSelector('html[data-app-ready]', { timeout: 20000 });
      }
      if (c.nav) await tap.scrollIntoViewIfNeeded().catch(() => {});
      await page.waitForTimeout(idle);
      if (!(await tap.isVisible().catch(() => false))) {
        times.push(NaN);
        await ctx.close();
        continue;
      }
      // A control below the first screen: the reader scrolls to it (which starts the framework here), reads on, taps.
      if (await tap.evaluate((el) => el.getBoundingClientRect().bottom > innerHeight)) {
        await tap.evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await page.waitForTimeout(idle);
      }
      const box = /** @type {{ x: number, y: number, width: number, height: number }} */ (await tap.boundingBox());
      const before = c.changes ? await page.evaluate(c.changes) : null;
      const title = c.nav ? await page.evaluate(() => document.querySelector('main h1, article h1, h1')?.textContent?.trim()) : undefined;
      if (c.inPage) await page.evaluate(watchResponse, c.inPage);
      const t0 = Date.now();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      if (c.type) {
        const input = page.locator('.DocSearch-Modal input, dialog[open] input, [role=dialog] input').first();
        await input.waitFor({ state: 'visible', timeout: 20000 }).catch(() => {});
        await page.keyboard.type(c.type);
      }
      const ok = c.nav
        ? await nextTitle(page, title)
        : c.done
          ? await page
              .locator(c.done)
              .first()
              .waitFor({ state: 'visible', timeout: 20000 })
              .then(
                () => true,
                () => false,
              )
          : await page
              .waitForFunction(changedSince, /** @type {[string, unknown]} */ ([String(c.changes), before]), {
                timeout: 20000,
                polling: 'raf',
              })
              .then(
                () => true,
                () => false,
              );
      times.push(ok ? Date.now() - t0 : Infinity);
      if (c.inPage) {
        // Event Timing entries are reported a little after the frame they time.
        await page.waitForTimeout(300);
        const record = await page.evaluate(() => /** @type {{ down?: number, painted?: number }} */ (Reflect.get(window, '__response')));
        inPage.push(ok && record.down !== undefined && record.painted !== undefined ? Math.round(record.painted - record.down) : null);
      }
      await ctx.close();
    }
    if (times.every(Number.isNaN)) continue; // not on this page
    const inPageMs = inPage.filter((ms) => ms !== null);
    const inPageMedian = inPageMs.length ? med(inPageMs) : null;
    out.push({
      path: p,
      control: c.name,
      ms: times,
      median: med(times),
      limitMs: c.limitMs || 150,
      ...(c.inPage ? { inPageMs: inPage, inPageMedian } : {}),
    });
    const inPageText = c.inPage
      ? `; in the page, touch to painted: ${inPageMedian ?? '-'} ms (${inPage.map((ms) => ms ?? '-').join(', ')})`
      : '';
    console.log(`${p}  ${c.name}: median ${med(times)} ms  (${times.join(', ')})${inPageText}`);
  }
}
const j = opt('--json');
if (j) fs.writeFileSync(j, JSON.stringify(out, null, 1));
await browser.close();
server.close();
