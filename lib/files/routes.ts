/**
 * The route map: how a route relates to its content file and to the files of the static export. Every other
 * module asks here. Plain string functions, so the browser code can use them too (see content-dir.ts for the
 * content folder itself).
 *
 * | route        | content file                         | export: HTML        | payload       | Markdown    |
 * |--------------|--------------------------------------|---------------------|---------------|-------------|
 * | `/`          | `index.mdx`                          | `/index.html`       | `/index.txt`  | `/index.md` |
 * | `/guides/x`  | `guides/x.mdx` or `guides/x/index.mdx` | `/guides/x.html`  | `/guides/x.txt` | `/guides/x.md` |
 *
 * Next also writes a folder `<route>/` of prefetch payloads (`__next._tree.txt`, ...) beside each page.
 */

/** `concepts/assets/index.mdx` -> `/concepts/assets`; `index.mdx` -> `/`. */
export function fileToRoute(relFile: string): string {
  const noExt = relFile.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const route = '/' + noExt.replace(/(^|\/)index$/, '');
  return route === '/' ? '/' : route.replace(/\/$/, '');
}

/** Route to the slug array used by `app/[...slug]` (empty for the home page). */
export function routeToSlug(route: string): string[] {
  return route.split('/').filter(Boolean);
}

/**
 * Normalises an href path the way the static server does: drops `.html`, `/index.html`
 * and a trailing slash, so `/guides/`, `/guides.html` and `/guides/index.html` all give `/guides`.
 * lib/browser/normalize-url-script.ts applies the same rules in the browser.
 */
export function normalizeRoute(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** A route's file in the export with this extension: `/` -> `/index.html`, `/guides/x` -> `/guides/x.html`. */
const exportPath = (route: string, extension: string) => `${route === '/' ? '/index' : route}${extension}`;

/** The page's HTML in the export. */
export const htmlPath = (route: string) => exportPath(route, '.html');

/** The page's Markdown in the export. */
export const markdownPath = (route: string) => exportPath(route, '.md');

/** The page's RSC payload, which a client navigation without a finished prefetch fetches. */
export const payloadPath = (route: string) => exportPath(route, '.txt');

/** The route an exported HTML file serves (a path in the export): `/guides/x.html` and `/guides/x/index.html` -> `/guides/x`. */
export function routeOfHtmlPath(exportedPath: string): string {
  return exportedPath === '/index.html' ? '/' : exportedPath.replace(/(\/index)?\.html$/, '');
}

/** HTML files of the export that are no route of the site (Next's not-found pages). */
export const NOT_A_ROUTE = new Set(['/404.html', '/_not-found.html']);
