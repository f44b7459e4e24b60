import path from 'node:path';

/** Folder that holds the site's pages. `DOCS_CONTENT_DIR` points it elsewhere (the scale benchmark uses it). */
export const CONTENT_DIR = path.resolve(process.env.DOCS_CONTENT_DIR ?? path.join(process.cwd(), 'content'));

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
 */
export function normalizeRoute(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}
