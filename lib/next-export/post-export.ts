import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { exportFiles } from '../files/export-files';
import { FRAGMENT_ATTRIBUTE, LAID_OUT_ATTRIBUTE } from '../site/fragment';
import { INERT_TYPE, ISLAND_ATTRIBUTE, LOADER_ATTRIBUTE, NEEDS_APP_ATTRIBUTE } from './markers';
import { BEHAVIORS_URL } from '../site/script-urls.mjs';

/**
 * Post-export rewrite of each page's HTML, for first-load speed:
 *
 * 1. Islands: the `children` of every ContentIsland element are removed from the RSC payload inlined in
 *    the page (`self.__next_f.push([1, "…"])`), and rows nothing refers to any more are dropped. The
 *    content stays in the HTML (the island adopts it on hydration); the `.txt` payloads that client
 *    navigation fetches lose the same children (see rewriteExportedPages).
 * 2. Framework on demand: the `<script async src="/_next/…">` tags and script preloads are replaced by a tiny
 *    loader that adds the same scripts after the reader's first input (see frameworkLoaderTag), so that neither the
 *    first paint, which already holds the whole page, nor the main thread while the page loads waits on the framework.
 *    The framework's inline scripts (the payload, the chunk list) wait with it, as inert blocks the loader runs.
 */

/** One row of the flight stream: `id:` then a JSON value, a tagged row (`I[…]`, `HL[…]`) or a text row (`T<hexlen>,…`). */
interface Row {
  id: string;
  body: string;
  text: boolean;
}

const PUSH = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

export function parseFlight(stream: string): Row[] {
  const rows: Row[] = [];
  const bytes = Buffer.from(stream, 'utf8');
  let i = 0;
  while (i < bytes.length) {
    const colon = bytes.indexOf(0x3a, i);
    if (colon < 0) throw new Error(`flight: no row id at byte ${i}`);
    const id = bytes.subarray(i, colon).toString();
    if (bytes[colon + 1] === 0x54 /* T */) {
      const comma = bytes.indexOf(0x2c, colon);
      const length = parseInt(bytes.subarray(colon + 2, comma).toString(), 16);
      rows.push({ id, body: bytes.subarray(colon + 1, comma + 1 + length).toString(), text: true });
      i = comma + 1 + length;
    } else {
      const end = bytes.indexOf(0x0a, colon);
      const stop = end < 0 ? bytes.length : end;
      rows.push({ id, body: bytes.subarray(colon + 1, stop).toString(), text: false });
      i = stop + 1;
    }
  }
  return rows;
}

const serialize = (rows: Row[]) => rows.map((r) => `${r.id}:${r.body}${r.text ? '' : '\n'}`).join('');

/** Row ids a JSON value refers to (`$L1a`, `$1a`, `$@1a`, `$Q1a`…); over-approximates, which only keeps more. */
function refs(value: unknown, out: Set<string>) {
  if (typeof value === 'string') {
    const m = /^\$[A-Za-z@]?([0-9a-f]+)/.exec(value);
    if (m) out.add(m[1]);
  } else if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => refs(v, out));
}

const isModel = (row: Row) => row.text || /^[[{"0-9tfn-]/.test(row.body);

/** Removes the children of the named client component's elements; returns the new stream and how many it emptied. */
export function stripIslands(stream: string, component = 'ContentIsland'): { stream: string; islands: number } {
  const rows = parseFlight(stream);
  const strings = new Map<string, string>();
  for (const r of rows) if (!r.text && r.body.startsWith('"')) strings.set(r.id, JSON.parse(r.body));
  const islandIds = new Set<string>();
  for (const r of rows) {
    if (r.text || !r.body.startsWith('I[')) continue;
    const name = JSON.parse(r.body.slice(1))[2];
    const resolved = typeof name === 'string' && name.startsWith('$') ? strings.get(name.slice(1)) : name;
    if (resolved === component) islandIds.add(r.id);
  }
  if (!islandIds.size) return { stream, islands: 0 };

  let islands = 0;
  const parsed = new Map<string, unknown>();
  const strip = (value: unknown): boolean => {
    if (!value || typeof value !== 'object') return false;
    if (Array.isArray(value)) {
      const [tag, type, , props] = value;
      if (
        tag === '$' &&
        typeof type === 'string' &&
        type.startsWith('$L') &&
        islandIds.has(type.slice(2)) &&
        props &&
        typeof props === 'object' &&
        'children' in props
      ) {
        delete (props as Record<string, unknown>).children;
        islands++;
        return true;
      }
      return value.map(strip).some(Boolean);
    }
    return Object.values(value).map(strip).some(Boolean);
  };
  for (const r of rows) {
    if (r.text || !isModel(r) || !r.body.includes('$L')) continue;
    const value = JSON.parse(r.body);
    if (strip(value)) parsed.set(r.id, value);
  }
  for (const [id, value] of parsed) rows.find((r) => r.id === id && !r.text)!.body = JSON.stringify(value);

  // Drop model rows nothing reachable refers to any more (the island contents).
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reachable = new Set<string>();
  const queue = rows.filter((r) => r.id === '0' || !isModel(r)).map((r) => r.id);
  while (queue.length) {
    const id = queue.pop()!;
    if (reachable.has(id)) continue;
    reachable.add(id);
    const row = byId.get(id);
    if (!row || row.text) continue;
    const found = new Set<string>();
    refs(isModel(row) ? JSON.parse(row.body) : safeJson(row.body.replace(/^[A-Z]+/, '')), found);
    found.forEach((f) => queue.push(f));
  }
  return { stream: serialize(rows.filter((r) => !isModel(r) || reachable.has(r.id))), islands };
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

/** Escapes a JSON string literal for an inline script, as Next does. */
const scriptSafe = (json: string) => json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The framework's inline scripts: the RSC payload pushes and Turbopack's chunk list (`<script id="_R_">`). */
const FRAMEWORK_INLINE = /<script( id="_R_")?>(\(?self\.__next_f|\(globalThis\["TURBOPACK"\])/g;
const PAGE_SCRIPT = `<script type="module" src="${BEHAVIORS_URL}"></script>`;
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;
/** The loader's tag (its script list is the argument it ends with). */
const LOADER = new RegExp(`<script ${LOADER_ATTRIBUTE}="">([\\s\\S]*?)<\\/script>`, 'g');

/** The script URLs the loaders in a page's HTML fetch on demand. */
export const onDemandScripts = (html: string): string[] => [...html.matchAll(LOADER)].flatMap((m) => loaderScripts(m[1]));

let minifiedLoader: string | undefined;

/** The script URLs in a loader's code. */
export const loaderScripts = (code: string): string[] => JSON.parse(/\((\["\/_next\/[^\]]*\]),\[[^\]]*\]\);?$/.exec(code)?.[1] ?? '[]');

/**
 * The loader that replaces the framework's script tags (source: framework-loader.js, minified here; what it does
 * is written there). The HTML already holds the whole page and the page's own script answers every control, so
 * the framework is only prefetched at idle and started after the first input has been answered.
 */
export function frameworkLoaderTag(srcs: string[], lazy: string[] = []): string {
  minifiedLoader ??= transformSync(
    `(function(SCRIPTS,LAZY){${fs.readFileSync(path.join(__dirname, 'framework-loader.js'), 'utf8')}})(__SCRIPTS__,__LAZY__)`,
    {
      minify: true,
      loader: 'js',
      define: {
        INERT: JSON.stringify(INERT_TYPE),
        FRAGMENT: JSON.stringify(FRAGMENT_ATTRIBUTE),
        LAID_OUT: JSON.stringify(LAID_OUT_ATTRIBUTE),
        NEEDS_APP: JSON.stringify(NEEDS_APP_ATTRIBUTE),
      },
    },
  ).code.trim();
  return `<script ${LOADER_ATTRIBUTE}="">${minifiedLoader.replace('__SCRIPTS__', JSON.stringify(srcs)).replace('__LAZY__', JSON.stringify(lazy))}</script>`;
}

/**
 * The chunks the framework's scripts load on demand (`import()`), named in their code as `static/chunks/…`. The
 * loader prefetches them with the framework, so that what they hold does not wait for its download.
 */
export function lazyChunks(srcs: string[], readScript: (src: string) => string): string[] {
  const found = new Set<string>();
  for (const src of srcs)
    for (const [, chunk] of readScript(src).matchAll(/"(static\/chunks\/[\w.-]+\.(?:js|css))"/g))
      if (!srcs.includes(`/_next/${chunk}`)) found.add(`/_next/${chunk}`);
  return [...found].sort();
}

/**
 * `preload`: module URLs to preload beside the page's own script (the chunks it imports statically,
 * bundle-behaviors.mjs), so that they are fetched with it, not a round trip after it.
 */
export function rewritePage(
  html: string,
  lazyOf: (srcs: string[]) => string[] = () => [],
  preload: string[] = [],
): { html: string; islands: number } {
  // 1. Inline payload: join the type-1 pushes, strip the islands, write it back as one push.
  let stream = '';
  let first = -1;
  html = html.replace(PUSH, (all, args: string, offset: number) => {
    const value = JSON.parse(args);
    if (value[0] !== 1) return all;
    stream += value[1];
    if (first < 0) first = offset;
    return first === offset ? '\u0000FLIGHT\u0000' : '';
  });
  let islands = 0;
  if (first >= 0) {
    const result = stripIslands(stream);
    islands = result.islands;
    html = html.replace('\u0000FLIGHT\u0000', `<script>self.__next_f.push(${scriptSafe(JSON.stringify([1, result.stream]))})</script>`);
  }
  // 2. Framework scripts on demand, its inline scripts with them.
  html = html.replace(FRAMEWORK_INLINE, (_, id: string | undefined, code: string) => `<script type="${INERT_TYPE}"${id ?? ''}>${code}`);
  const srcs: string[] = [];
  html = html.replace(CHUNK_SCRIPT, (_, src: string) => {
    if (!srcs.includes(src)) srcs.push(src);
    return '';
  });
  html = html.replace(SCRIPT_PRELOAD, (tag) => {
    const src = /href="([^"]+)"/.exec(tag)?.[1];
    if (src && !srcs.includes(src)) srcs.push(src);
    return '';
  });
  // A page rewritten before (running this twice): take over its loader's list.
  html = html.replace(LOADER, (_, code: string) => {
    for (const src of loaderScripts(code)) if (!srcs.includes(src)) srcs.push(src);
    return '';
  });
  if (srcs.length) html = html.replace(/<\/body>/, `${frameworkLoaderTag(srcs, lazyOf(srcs))}</body>`);
  // 3. The page script's static chunks, beside it. At low priority, as the module script itself is fetched: at the
  // default (high) they took a phone's bandwidth from the stylesheet and put off the first paint by 20-40 ms.
  const link = (href: string) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`;
  const links = preload.filter((href) => !html.includes(link(href)));
  if (links.length) html = html.replace(PAGE_SCRIPT, (tag) => tag + links.map(link).join(''));
  return { html, islands };
}

/**
 * What this rewrite assumes of a page Next exported (README.md beside this file): an inline RSC payload, the
 * framework's chunk scripts and its inline chunk list, and, where the HTML holds an island, that island's
 * component in the payload. Returns what is missing, in words for the build's error message.
 */
export function unexpectedShape(html: string): string[] {
  const missing: string[] = [];
  if (!PUSH.test(html)) missing.push('no inline RSC payload (<script>self.__next_f.push([1, ...])</script>)');
  PUSH.lastIndex = 0;
  if (!CHUNK_SCRIPT.test(html)) missing.push('no framework chunk script (<script src="/_next/static/....js" async="">)');
  CHUNK_SCRIPT.lastIndex = 0;
  if (!/<script( id="_R_")?>\(globalThis\["TURBOPACK"\]/.test(html))
    missing.push('no inline Turbopack chunk list (<script id="_R_">(globalThis["TURBOPACK"] ...)');
  if (html.includes(`${ISLAND_ATTRIBUTE}=`) && rewritePage(html).islands === 0)
    missing.push(`an island in the HTML (${ISLAND_ATTRIBUTE}) but no ContentIsland element with children in the payload`);
  return missing;
}

/** A flight payload file Next writes beside a page (`<route>.txt`, `__next.…__PAGE__.txt`), not llms.txt or robots.txt. */
const isPayloadFile = (file: string, text: string) => file.endsWith('.txt') && /^[0-9a-f]+:/.test(text);

/**
 * Rewrites every exported page under outDir in place (build step after `next build`): each HTML page as above,
 * with `pageScriptImports` preloaded beside the page's own script, and each RSC payload file without its islands'
 * children. The content is then only in the HTML: a client navigation's ContentIsland fetches it from the page's
 * HTML (lib/next-export/content-island.tsx).
 */
export function rewriteExportedPages(
  outDir: string,
  pageScriptImports: string[] = [],
): {
  pages: number;
  before: number;
  after: number;
  payloadsBefore: number;
  payloadsAfter: number;
} {
  const totals = { pages: 0, before: 0, after: 0, payloadsBefore: 0, payloadsAfter: 0 };
  const scripts = new Map<string, string>();
  const readScript = (src: string) => scripts.get(src) ?? scripts.set(src, fs.readFileSync(path.join(outDir, src), 'utf8')).get(src)!;
  for (const file of exportFiles(outDir)) {
    if (file.endsWith('.html')) {
      const html = fs.readFileSync(file, 'utf8');
      // A page rewritten before (running this twice) has no framework scripts left to check.
      const missing = html.includes(`${LOADER_ATTRIBUTE}=`) ? [] : unexpectedShape(html);
      if (missing.length)
        throw new Error(
          `post-export: ${path.relative(outDir, file)} is not shaped as lib/next-export/README.md expects of Next's output: ${missing.join('; ')}. Check the contract there after a Next upgrade.`,
        );
      const rewritten = rewritePage(html, (srcs) => lazyChunks(srcs, readScript), pageScriptImports).html;
      fs.writeFileSync(file, rewritten);
      totals.pages++;
      totals.before += html.length;
      totals.after += rewritten.length;
    } else if (file.endsWith('.txt')) {
      const text = fs.readFileSync(file, 'utf8');
      if (!isPayloadFile(file, text)) continue;
      const stripped = stripIslands(text).stream;
      if (stripped !== text) fs.writeFileSync(file, stripped);
      totals.payloadsBefore += text.length;
      totals.payloadsAfter += stripped.length;
    }
  }
  const mb = (n: number) => (n / 1e6).toFixed(1);
  console.log(
    `post-export: ${totals.pages} pages, HTML ${mb(totals.before)} MB -> ${mb(totals.after)} MB, payload files ${mb(totals.payloadsBefore)} MB -> ${mb(totals.payloadsAfter)} MB`,
  );
  return totals;
}
