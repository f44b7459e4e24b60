import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  route: string;
  html: Bytes;
  /** Scripts the HTML asks for, i.e. what loads before the load event: React and Next, our chunks shared by every measured page, and the rest. */
  js: Bytes & { framework: Bytes; site: Bytes; page: Bytes };
  css: Bytes;
}

const sizeOf = (buffer: Buffer): Bytes => ({ raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length });
const add = (a: Bytes, b: Bytes): Bytes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });
const ZERO: Bytes = { raw: 0, gzip: 0 };

/** The HTML file the static server answers for a route. */
export function htmlFile(outDir: string, route: string): string {
  if (route === '/') return path.join(outDir, 'index.html');
  const direct = path.join(outDir, `${route}.html`);
  return fs.existsSync(direct) ? direct : path.join(outDir, route, 'index.html');
}

/** Script and stylesheet URLs referenced by a page's HTML (async scripts included: they load before `load`). */
export function firstLoadAssets(html: string): { scripts: string[]; styles: string[] } {
  // noModule scripts (Next's legacy polyfills) are skipped by modern browsers.
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/nomodule/i.test(attrs))
    .flatMap((attrs) => /\ssrc="([^"]+)"/.exec(attrs)?.[1] ?? []);
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"/g)].map((m) => m[1] ?? m[2]);
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** Strings only our own client code (and the small libraries it bundles) contains; other chunks are React and Next. */
const SITE_MARKERS = ['docs.crashTest', 'announcement.dismiss', 'menu-link', 'nprogress', 'DocSearch-Button'];
const isFramework = (source: string) => !SITE_MARKERS.some((m) => source.includes(m));

/** Bytes of each page's first load, read from the export (deterministic, unlike timings). */
export function measurePages(outDir: string, routes: string[]): PageWeight[] {
  const assetsByRoute = new Map(routes.map((r) => [r, firstLoadAssets(fs.readFileSync(htmlFile(outDir, r), 'utf8'))]));
  const shared = routes.map((r) => new Set(assetsByRoute.get(r)!.scripts)).reduce((a, b) => new Set([...a].filter((x) => b.has(x))));
  const read = (url: string) => fs.readFileSync(path.join(outDir, decodeURIComponent(url.split('?')[0])));
  return routes.map((route) => {
    const { scripts, styles } = assetsByRoute.get(route)!;
    let framework = ZERO;
    let site = ZERO;
    let page = ZERO;
    for (const src of scripts) {
      const buffer = read(src);
      const size = sizeOf(buffer);
      if (!shared.has(src) && routes.length > 1) page = add(page, size);
      else if (isFramework(buffer.toString('utf8'))) framework = add(framework, size);
      else site = add(site, size);
    }
    const js = add(add(framework, site), page);
    const css = styles.map((s) => sizeOf(read(s))).reduce(add, ZERO);
    return { route, html: sizeOf(fs.readFileSync(htmlFile(outDir, route))), js: { ...js, framework, site, page }, css };
  });
}

export interface Budgets {
  pages: Record<string, { route: string; htmlGzip: number; jsGzip: number; cssGzip: number }>;
  /** The search index's first tier (out/search-index.json): what is fetched before the first results. */
  searchIndexGzip: number;
}

/** Every byte figure next to its budget; `over` lists the ones that exceed it. */
export function compareToBudgets(outDir: string, budgets: Budgets) {
  const entries = Object.entries(budgets.pages);
  const weights = measurePages(outDir, entries.map(([, b]) => b.route));
  const rows: { name: string; value: number; budget: number }[] = [];
  entries.forEach(([kind, budget], i) => {
    const w = weights[i];
    rows.push({ name: `${kind} HTML gzip`, value: w.html.gzip, budget: budget.htmlGzip });
    rows.push({ name: `${kind} JS before load gzip`, value: w.js.gzip, budget: budget.jsGzip });
    rows.push({ name: `${kind} CSS gzip`, value: w.css.gzip, budget: budget.cssGzip });
  });
  rows.push({ name: 'search index first tier gzip', value: sizeOf(fs.readFileSync(path.join(outDir, 'search-index.json'))).gzip, budget: budgets.searchIndexGzip });
  return { rows, weights, over: rows.filter((r) => r.value > r.budget) };
}
