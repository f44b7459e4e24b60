import { normalizeRoute } from '../files/routes';

/** One built page: its route, the ids in it, and the hrefs it links to. */
export interface BuiltPage {
  route: string;
  ids: Set<string>;
  hrefs: string[];
}

export interface BrokenLink {
  from: string;
  href: string;
  reason: string;
}

/**
 * Finds internal links to missing routes or missing #anchors. `files` holds other files of the export
 * (images, JSON), which are valid link targets without anchors.
 */
export function findBrokenLinks(pages: BuiltPage[], files: Set<string> = new Set()): BrokenLink[] {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const href of page.hrefs) {
      if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue;
      const url = new URL(href, `http://site${page.route === '/' ? '/' : page.route}`);
      if (url.pathname.startsWith('/_next/')) continue;
      const hash = decodeURIComponent(url.hash.slice(1));
      if (files.has(url.pathname)) continue;
      const target = byRoute.get(normalizeRoute(url.pathname));
      if (!target) {
        broken.push({ from: page.route, href, reason: `no page at ${normalizeRoute(url.pathname)}` });
        continue;
      }
      if (hash && !target.ids.has(hash))
        broken.push({ from: page.route, href, reason: `${target.route} has no element with id '${hash}'` });
    }
  }
  return broken;
}
