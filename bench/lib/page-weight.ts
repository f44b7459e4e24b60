import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { exportedPath, exportFiles } from '../../lib/files/export-files';
import { htmlPath, routeOfHtmlPath } from '../../lib/files/routes';
import { onDemandScripts } from '../../lib/next-export/post-export';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  html: Bytes;
  /** Scripts the HTML asks for, i.e. what loads before the load event: React and Next, our chunks shared by every measured page, and the rest. */
  js: Bytes & { framework: Bytes; site: Bytes; page: Bytes };
  /** The page's inline scripts that run (the framework's inert ones do not). */
  inlineJs: Bytes;
  /** Every script that runs before the reader's first input: `js` and `inlineJs`. */
  preInputJs: Bytes;
  /** Scripts the page's loader adds after the frame that answers the reader's first input (prefetched at idle; lib/next-export/framework-loader.js). */
  lateJs: Bytes;
  css: Bytes;
}

const sizeOf = (buffer: Buffer): Bytes => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const ZERO: Bytes = { raw: 0, gzip: 0 };

/** The HTML file the static server answers for a route. */
export function htmlFile(outDir: string, route: string): string {
  const direct = path.join(outDir, htmlPath(route));
  return route === '/' || fs.existsSync(direct) ? direct : path.join(outDir, route, 'index.html');
}

/** Script and stylesheet URLs referenced by a page's HTML (async scripts included: they load before `load`); `late`: those its loader adds on demand (at the first input). */
export function firstLoadAssets(html: string): { scripts: string[]; late: string[]; styles: string[] } {
  // noModule scripts (Next's legacy polyfills) are skipped by modern browsers.
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/nomodule/i.test(attrs))
    .flatMap((attrs) => /\ssrc="([^"]+)"/.exec(attrs)?.[1] ?? []);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g)].map(
    (m) => m[1] ?? m[2],
  );
  const late = onDemandScripts(html);
  return { scripts: [...new Set(scripts)], late: [...new Set(late)], styles: [...new Set(styles)] };
}

/** The text of the inline scripts a page runs as it loads (JSON data and the framework's inert blocks excluded). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs, code]) => code && !/\ssrc=/.test(attrs) && !/type="(?!module|text\/javascript)[^"]*"/.test(attrs))
    .map(([, , code]) => code);
}

/** A module script and the chunks it imports statically (they load before it runs). */
export function withStaticImports(url: string, read: (url: string) => Buffer): string[] {
  const code = read(url).toString('utf8');
  const imports = [...code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)].map((m) => path.posix.join(path.posix.dirname(url), m[1]));
  return [url, ...imports.flatMap((i) => withStaticImports(i, read))];
}

/** Strings only our own client code (and the small libraries it bundles) contains; other chunks are React and Next. */
const SITE_MARKERS = ['announcement.dismiss', 'menu-link', 'nprogress', 'DocSearch-Button'];
const isFramework = (source: string) => !SITE_MARKERS.some((m) => source.includes(m));

/** Bytes of each page's first load, read from the export (deterministic, unlike timings). */
export function measurePages(outDir: string, routes: string[]): PageWeight[] {
  const assetsByRoute = new Map(routes.map((r) => [r, firstLoadAssets(fs.readFileSync(htmlFile(outDir, r), 'utf8'))]));
  const shared = routes.map((r) => new Set(assetsByRoute.get(r)!.scripts)).reduce((a, b) => new Set(Array.from(a).filter((x) => b.has(x))));
  const read = (url: string) => fs.readFileSync(path.join(outDir, decodeURIComponent(url.split('?')[0])));
  return routes.map((route) => {
    const { scripts, late, styles } = assetsByRoute.get(route)!;
    let framework = ZERO;
    let site = ZERO;
    let page = ZERO;
    for (const src of new Set(scripts.flatMap((s) => (s.startsWith('/_next/') ? [s] : withStaticImports(s, read))))) {
      const buffer = read(src);
      const size = sizeOf(buffer);
      if (!shared.has(src) && routes.length > 1) page = add(page, size);
      else if (isFramework(buffer.toString('utf8'))) framework = add(framework, size);
      else site = add(site, size);
    }
    const js = add(add(framework, site), page);
    const css = styles.map((s) => sizeOf(read(s))).reduce(add, ZERO);
    const lateJs = late.map((s) => sizeOf(read(s))).reduce(add, ZERO);
    const html = fs.readFileSync(htmlFile(outDir, route));
    const inlineJs = sizeOf(Buffer.from(inlineScripts(html.toString('utf8')).join(';')));
    return { route, html: sizeOf(html), js: { ...js, framework, site, page }, inlineJs, preInputJs: add(js, inlineJs), lateJs, css };
  });
}

const htmlFiles = (outDir: string) => exportFiles(outDir).filter((f) => f.endsWith('.html'));

export type PageKind = 'home' | 'docs' | 'api';
const kindOf = (route: string): PageKind => (route === '/' ? 'home' : route === '/api' || route.startsWith('/api/') ? 'api' : 'docs');

/** The largest HTML page (gzip) of each kind across the whole export: home, API pages, every other page. */
export function largestHtml(outDir: string): Record<PageKind, { route: string; gzip: number; raw: number }> {
  const best = {} as Record<PageKind, { route: string; gzip: number; raw: number }>;
  for (const file of htmlFiles(outDir)) {
    const route = routeOfHtmlPath(exportedPath(outDir, file));
    const size = sizeOf(fs.readFileSync(file));
    const kind = kindOf(route);
    if (!best[kind] || size.gzip > best[kind].gzip) best[kind] = { route, ...size };
  }
  return best;
}

/**
 * The page whose scripts before the first input (its script files with their static imports, and its inline scripts)
 * weigh most, across the whole export: the budget holds on every page, not only on the measured ones.
 */
export function largestPreInputJs(outDir: string): { route: string; gzip: number } {
  const read = (url: string) => fs.readFileSync(path.join(outDir, decodeURIComponent(url.split('?')[0])));
  const fileBytes = new Map<string, number>();
  const gzipOf = (src: string) => fileBytes.get(src) ?? fileBytes.set(src, sizeOf(read(src)).gzip).get(src)!;
  let largest = { route: '', gzip: 0 };
  for (const file of htmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const files = new Set(firstLoadAssets(html).scripts.flatMap((s) => (s.startsWith('/_next/') ? [s] : withStaticImports(s, read))));
    const gzip = [...files].reduce((n, src) => n + gzipOf(src), 0) + sizeOf(Buffer.from(inlineScripts(html).join(';'))).gzip;
    if (gzip > largest.gzip) largest = { route: routeOfHtmlPath(exportedPath(outDir, file)), gzip };
  }
  return largest;
}

/** Everything in the export divided by its number of HTML pages. */
export function outputPerPage(outDir: string): number {
  const files = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce((n, e) => n + (e.isDirectory() ? files(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);
  return Math.round(files(outDir) / htmlFiles(outDir).length);
}

export interface Budgets {
  /** Per measured page: HTML, every script that runs before the first input (files and inline), JS the loader adds on demand, CSS (gzip). */
  pages: Record<string, { route: string; htmlGzip: number; preInputJsGzip: number; lateJsGzip: number; cssGzip: number }>;
  /** The largest HTML page of each kind anywhere in the export (gzip). */
  largestHtmlGzip: Record<PageKind, number>;
  /** The scripts before the first input of the heaviest page anywhere in the export (gzip). */
  largestPreInputJsGzip: number;
  outputBytesPerPage: number;
  /** The search index's first tier (out/search-index.json): what is fetched before the first results. */
  searchIndexGzip: number;
}

/** Every byte figure next to its budget; `over` lists the ones that exceed it. */
export function compareToBudgets(outDir: string, budgets: Budgets) {
  const entries = Object.entries(budgets.pages);
  const weights = measurePages(
    outDir,
    entries.map(([, b]) => b.route),
  );
  const rows: { name: string; value: number; budget: number }[] = [];
  entries.forEach(([kind, budget], i) => {
    const w = weights[i];
    rows.push({ name: `${kind} HTML gzip`, value: w.html.gzip, budget: budget.htmlGzip });
    rows.push({ name: `${kind} JS before the first input gzip`, value: w.preInputJs.gzip, budget: budget.preInputJsGzip });
    rows.push({ name: `${kind} JS on demand gzip`, value: w.lateJs.gzip, budget: budget.lateJsGzip });
    rows.push({ name: `${kind} CSS gzip`, value: w.css.gzip, budget: budget.cssGzip });
  });
  const largest = largestHtml(outDir);
  for (const [kind, budget] of Object.entries(budgets.largestHtmlGzip) as [PageKind, number][])
    rows.push({ name: `largest ${kind} HTML gzip (${largest[kind]?.route})`, value: largest[kind]?.gzip ?? 0, budget });
  const preInput = largestPreInputJs(outDir);
  rows.push({
    name: `largest JS before the first input gzip (${preInput.route})`,
    value: preInput.gzip,
    budget: budgets.largestPreInputJsGzip,
  });
  rows.push({ name: 'output per page', value: outputPerPage(outDir), budget: budgets.outputBytesPerPage });
  rows.push({
    name: 'search index first tier gzip',
    value: sizeOf(fs.readFileSync(path.join(outDir, 'search-index.json'))).gzip,
    budget: budgets.searchIndexGzip,
  });
  return { rows, weights, over: rows.filter((r) => r.value > r.budget) };
}
