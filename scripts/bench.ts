/**
 * `npm run bench`: builds the site (cold, then warm; `--reuse` keeps an existing out/), serves out/ on
 * loopback and measures the home page, a long guide and a large API page: bytes of the first load,
 * what is fetched later, Lighthouse (mobile, median of 3), the first tap on each control on a throttled phone
 * (bench/first-tap.mjs, median of 3), search cost, build time and peak memory.
 * Writes bench/results.json and prints every figure next to its budget (bench/budgets.json).
 */
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { compareToBudgets, largestHtml, measurePages, outputPerPage, type Budgets } from '../bench/lib/page-weight';
import { folderBytes, kb, median, percentile, runMeasured } from '../bench/lib/process';
import { APP_READY_ATTRIBUTE } from '../lib/next-export/markers';
import { buildEngine, searchEngine } from '../lib/search/local-search';
import type { FirstTier, FullTier } from '../lib/search/index-format';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../bench/lib/chromium';

const PORT = 3300;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = CHROMIUM_PATH;
/** Lighthouse's Chrome runs headless; Playwright's launch adds that itself. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const QUERIES = [
  'asset',
  'schedule',
  'sensor',
  'partition',
  'dbt',
  'snowflake',
  'io manager',
  'resources',
  'definitions',
  'asset check',
  'backfill',
  'kubernetes',
  'docker',
  'pipes',
  'branch deployment',
  'alert',
  'materialize',
  'metadata',
  'declarative automation',
  'freshness',
];

const budgets = JSON.parse(fs.readFileSync('bench/budgets.json', 'utf8')) as Budgets;
const routes = Object.values(budgets.pages).map((p) => p.route);
const reuse = process.argv.includes('--reuse') && fs.existsSync('out/index.html');

async function measureBuilds() {
  if (reuse) return null;
  fs.rmSync('.next', { recursive: true, force: true });
  const cold = await runMeasured('npm run build --silent > bench/build.log 2>&1');
  if (cold.code !== 0) throw new Error('cold build failed: see bench/build.log');
  // Turbopack's build cache is off by default (a cold build does not reuse it): a warm rebuild is one
  // that opted in with DOCS_BUILD_CACHE=1 after a build that wrote the cache.
  const cached = { ...process.env, DOCS_BUILD_CACHE: '1' };
  const fill = await runMeasured('npm run build --silent > bench/build.log 2>&1', cached);
  if (fill.code !== 0) throw new Error('cache-writing build failed: see bench/build.log');
  const warm = await runMeasured('npm run build --silent > bench/build.log 2>&1', cached);
  return { cold, warm, outputBytes: folderBytes('out') };
}

/**
 * What the browser downloads before the load event, what it fetches after it with no input, and what the first
 * input fetches (pages start the framework then: lib/next-export/post-export.ts).
 */
async function measureRequests(browser: import('@playwright/test').Browser, route: string) {
  const page = await browser.newPage();
  const phases: Record<'before' | 'after' | 'input', { url: string; type: string; bytes: number }[]> = { before: [], after: [], input: [] };
  let phase: keyof typeof phases = 'before';
  page.on('load', () => (phase = 'after'));
  page.on('response', async (response) => {
    const list = phases[phase];
    const type = response.request().resourceType();
    const body = await response.body().catch(() => Buffer.alloc(0));
    list.push({ url: response.url().replace(BASE, ''), type, bytes: gzipSync(body).length });
  });
  await page.goto(BASE + route, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  phase = 'input';
  await page.mouse.move(1, 1);
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  await page.waitForTimeout(2500);
  await page.close();
  const sum = (list: typeof phases.before, type?: string) => list.filter((r) => !type || r.type === type).reduce((n, r) => n + r.bytes, 0);
  const { before, after, input } = phases;
  return {
    beforeLoad: { jsGzip: sum(before, 'script'), cssGzip: sum(before, 'stylesheet') },
    afterLoad: { requests: after.length, gzip: sum(after) },
    firstInput: {
      requests: input.length,
      gzip: sum(input),
      jsGzip: sum(input, 'script'),
      rsc: input.filter((r) => r.url.includes('_rsc=')).length,
    },
  };
}

async function lighthouseRuns(route: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs: {
    score: number;
    fcp: number;
    lcp: number;
    tbt: number;
    cls: number;
    accessibility: number;
    bestPractices: number;
    seo: number;
  }[] = [];
  for (let i = 0; i < 3; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(BASE + route, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        logLevel: 'error',
        output: 'json',
      });
      const audits = result!.lhr.audits;
      const category = (id: string) => Math.round((result!.lhr.categories[id].score ?? 0) * 100);
      runs.push({
        score: category('performance'),
        accessibility: category('accessibility'),
        bestPractices: category('best-practices'),
        seo: category('seo'),
        fcp: Math.round(audits['first-contentful-paint'].numericValue ?? 0),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
        tbt: Math.round(audits['total-blocking-time'].numericValue ?? 0),
        cls: Number((audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (k: keyof (typeof runs)[number]) => median(runs.map((r) => r[k]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    runs,
  };
}

async function searchCost(browser: import('@playwright/test').Browser) {
  const first = JSON.parse(fs.readFileSync('out/search-index.json', 'utf8')) as FirstTier;
  const full = JSON.parse(fs.readFileSync('out/search-index-full.json', 'utf8')) as FullTier;
  const started = performance.now();
  buildEngine(first);
  const buildMs = performance.now() - started;
  // Latency once both tiers are in (the heavier case).
  const engine = buildEngine(first, full);
  const latencies = QUERIES.map((query) => {
    const t = performance.now();
    searchEngine(engine, { indexName: 'bench', query, hitsPerPage: 20, attributesToSnippet: ['content:10'] });
    return performance.now() - t;
  });
  // In the browser: from the first keystroke to the first hit (index download and build included).
  const page = await browser.newPage();
  await page.goto(BASE + '/');
  await page.mouse.move(1, 1);
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  const t0 = Date.now();
  // Two letters: the engine does not prefix-match a single character.
  await page.keyboard.type('se');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const firstResultsMs = Date.now() - t0;
  const t1 = Date.now();
  await page.keyboard.type('nsor');
  await page
    .locator('.DocSearch-Hit', { hasText: /sensor/i })
    .first()
    .waitFor();
  const warmKeystrokeMs = Date.now() - t1;
  await page.close();
  return {
    // First tier: fetched on intent, before the first results; full: fetched after them.
    indexBytes: fs.statSync('out/search-index.json').size,
    indexGzip: gzipSync(fs.readFileSync('out/search-index.json'), { level: 9 }).length,
    fullIndexGzip: gzipSync(fs.readFileSync('out/search-index-full.json'), { level: 9 }).length,
    engineBuildMs: Math.round(buildMs),
    queryMedianMs: Number(median(latencies).toFixed(2)),
    queryP95Ms: Number(percentile(latencies, 95).toFixed(2)),
    browserFirstResultsMs: firstResultsMs,
    browserWarmKeystrokeMs: warmKeystrokeMs,
  };
}

interface FirstTap {
  path: string;
  control: string;
  ms: number[];
  median: number;
  limitMs: number;
  /** The page's own timing, touch to painted response (bench/first-tap.mjs, watchResponse), where it has one. */
  inPageMs?: (number | null)[];
  inPageMedian?: number | null;
}

/** The first tap on each control, from bench/first-tap.mjs (its own server, throttled like Lighthouse's mobile run). */
function firstTaps(): Promise<FirstTap[]> {
  const json = 'bench/first-tap.json';
  const args = ['bench/first-tap.mjs', '--dir', 'out', ...routes.flatMap((route) => ['--path', route]), '--runs', '3', '--json', json];
  return new Promise((resolve, reject) => {
    const child = spawn('node', args, { stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(fs.readFileSync(json, 'utf8'))) : reject(new Error(`first-tap.mjs exited with ${code}`)),
    );
  });
}

interface NextPage {
  path: string;
  control: string;
  ms: number[];
  how: string[];
  median: number;
  fetchedAhead: string[][];
}

/**
 * The tap on Next as Chrome shows it with its prerender (bench/next-page-prerender.mjs, through a tab target: under
 * Playwright, first-tap.mjs's 'next page' rows, Chromium prerenders nothing), before and after the framework starts.
 */
async function nextPages(): Promise<NextPage[]> {
  const results: NextPage[] = [];
  for (const app of [false, true]) {
    const json = `bench/next-page${app ? '-app' : ''}.json`;
    const args = [
      'bench/next-page-prerender.mjs',
      '--dir',
      'out',
      ...routes.flatMap((route) => ['--path', route]),
      '--runs',
      '3',
      '--json',
      json,
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn('node', app ? [...args, '--app'] : args, { stdio: 'inherit' });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next-page-prerender.mjs exited with ${code}`))));
    });
    results.push(...JSON.parse(fs.readFileSync(json, 'utf8')));
  }
  return results;
}

async function main() {
  fs.mkdirSync('bench', { recursive: true });
  const builds = await measureBuilds();
  const server = spawn('node', ['scripts/serve-out.mjs', 'out', String(PORT)], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 800));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const weights = measurePages('out', routes);
    const pages: Record<string, unknown> = {};
    for (const [kind, { route }] of Object.entries(budgets.pages)) {
      console.log(`measuring ${route} ...`);
      pages[kind] = {
        route,
        weight: weights.find((w) => w.route === route),
        network: await measureRequests(browser, route),
        lighthouse: await lighthouseRuns(route),
      };
    }
    const search = await searchCost(browser);
    console.log('first tap on each control ...');
    const taps = await firstTaps();
    console.log('next page, with its prerender ...');
    const next = await nextPages();
    const budgetCheck = compareToBudgets('out', budgets);
    const largest = largestHtml('out');
    const perPage = outputPerPage('out');
    const loadAverage = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
    const results = {
      date: new Date().toISOString(),
      machine: '2 cores',
      loadAverage,
      builds,
      pages,
      firstTap: taps,
      nextPage: next,
      largestHtml: largest,
      outputBytesPerPage: perPage,
      search,
      budgets: budgetCheck.rows,
    };
    fs.writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');

    console.log(
      '\nPage                   HTML gz   JS before first input gz (files+inline)   JS on demand gz   CSS gz   after load, no input (gz, requests)   first input (gz, requests)   LH score  FCP    LCP    TBT   CLS   a11y/BP/SEO',
    );
    for (const [kind, data] of Object.entries(pages) as [
      string,
      {
        route: string;
        weight: ReturnType<typeof measurePages>[number];
        network: Awaited<ReturnType<typeof measureRequests>>;
        lighthouse: Awaited<ReturnType<typeof lighthouseRuns>>;
      },
    ][]) {
      const { weight: w, network: n, lighthouse: l } = data;
      console.log(
        `${`${kind} ${data.route}`.padEnd(22)} ${kb(w.html.gzip).padStart(8)}   ${kb(w.preInputJs.gzip).padStart(8)} (${kb(w.js.gzip)} + ${kb(w.inlineJs.gzip)})   ${kb(w.lateJs.gzip).padStart(8)}   ${kb(w.css.gzip).padStart(7)}   ${kb(n.afterLoad.gzip)}, ${n.afterLoad.requests}   ${kb(n.firstInput.gzip)}, ${n.firstInput.requests}   ${String(l.score).padStart(8)}  ${l.fcp}ms ${l.lcp}ms ${l.tbt}ms ${l.cls}   ${l.accessibility}/${l.bestPractices}/${l.seo}`,
      );
    }
    console.log(
      '\nFirst tap to visible response (390 px, 4x CPU, 150 ms RTT, 1.6 Mbps; median of 3; then touch to paint as the page times it):',
    );
    for (const tap of taps) {
      const inPage = tap.inPageMs ? `   in the page ${tap.inPageMedian ?? '-'} ms (${tap.inPageMs.map((ms) => ms ?? '-').join(', ')})` : '';
      console.log(
        `  ${tap.median > tap.limitMs ? 'OVER' : 'ok  '} ${tap.path.padEnd(32)} ${tap.control.padEnd(20)} ${String(tap.median).padStart(6)} ms / ${tap.limitMs}  (${tap.ms.join(', ')})${inPage}`,
      );
    }
    console.log('\nNext page with its prerender (the same profile; tap on Next to its title laid out; median of 3):');
    for (const n of next)
      console.log(
        `  ${n.median > 150 ? 'OVER' : 'ok  '} ${n.path.padEnd(32)} ${n.control.padEnd(30)} ${String(n.median).padStart(6)} ms / 150  (${n.ms.map((ms, i) => `${ms} ${n.how[i]}`).join(', ')})`,
      );
    console.log('\nLargest HTML page of each kind (gzip):');
    for (const [kind, page] of Object.entries(largest)) console.log(`  ${kind.padEnd(5)} ${kb(page.gzip).padStart(8)}  ${page.route}`);
    console.log(`Output per page: ${(perPage / 1e3).toFixed(0)} KB; load average at the end ${loadAverage.join(' ')}`);
    console.log(
      `\nSearch: first tier ${kb(search.indexGzip)} gz (before the first results), full text ${kb(search.fullIndexGzip)} gz (after), engine build ${search.engineBuildMs} ms, query median ${search.queryMedianMs} ms / p95 ${search.queryP95Ms} ms, first keystroke to results ${search.browserFirstResultsMs} ms, warm keystroke ${search.browserWarmKeystrokeMs} ms`,
    );
    if (builds)
      console.log(
        `Build: cold ${builds.cold.seconds.toFixed(1)} s (peak ${builds.cold.peakMB} MB), warm ${builds.warm.seconds.toFixed(1)} s, output ${(builds.outputBytes / 1e6).toFixed(1)} MB`,
      );
    console.log('\nBudgets (bytes):');
    for (const row of budgetCheck.rows)
      console.log(`  ${row.value > row.budget ? 'OVER' : 'ok  '} ${row.name.padEnd(32)} ${String(row.value).padStart(8)} / ${row.budget}`);
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
