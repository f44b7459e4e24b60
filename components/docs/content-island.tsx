'use client';
import { use, useState, type ReactNode } from 'react';

/** Content HTML of pages loaded in this window, by route, for when the router shows them again. */
const kept = new Map<string, string>();
/** Content HTML being fetched for a client navigation, by route. */
const fetching = new Map<string, Promise<string>>();

const islandSelector = (route: string) => `[data-island="${CSS.escape(route)}"]`;

/** The exported HTML file of a route, which every static host serves as it is. */
const htmlPath = (route: string) => `${route === '/' ? '/index' : route}.html`;

/**
 * A client navigation's content: the island's inner HTML, read from the page's exported HTML (the payload the
 * router fetched has no content; see lib/export/post-export.ts). If that fails, a full load of the page.
 */
function fetchIslandHtml(route: string): Promise<string> {
  let pending = fetching.get(route);
  if (!pending) {
    pending = fetch(htmlPath(route))
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.text();
      })
      .then((html) => {
        const island = new DOMParser().parseFromString(html, 'text/html').querySelector(islandSelector(route));
        if (!island) throw new Error('no content island in the page');
        kept.set(route, island.innerHTML);
        return island.innerHTML;
      })
      .catch((error: Error) => {
        console.warn(`Could not load the content of ${route} (${error.message}); loading the whole page.`);
        fetching.delete(route);
        window.location.assign(route + window.location.search + window.location.hash);
        return new Promise<string>(() => {});
      });
    fetching.set(route, pending);
  }
  return pending;
}

/**
 * Page content as static HTML that React does not hydrate element by element.
 *
 * The server renders `children` normally. After the build, lib/export/post-export.ts removes `children` from
 * every RSC payload (the one inlined in each page's HTML and the `.txt` files client navigation fetches), so the
 * content is only in the HTML, once. Without children, this component adopts the server-rendered DOM as it is
 * (one element with inner HTML, which hydration does not walk), or, after a client navigation, the same markup
 * read from the page's HTML file (the router's transition keeps the old page on screen meanwhile). Nothing inside
 * the content may rely on hydration; its interactive blocks work through ContentBehaviors.
 */
export function ContentIsland({ route, className, children }: { route: string; className: string; children?: ReactNode }) {
  const [adopted] = useState(() => {
    if (children !== undefined || typeof document === 'undefined') return null;
    const cached = kept.get(route);
    if (cached !== undefined) return cached;
    const dom = document.querySelector(islandSelector(route));
    if (!dom) return null;
    kept.set(route, dom.innerHTML);
    return dom.innerHTML;
  });
  if (children !== undefined)
    return (
      <div className={className} data-island={route}>
        {children}
      </div>
    );
  const html = adopted ?? (typeof document === 'undefined' ? '' : use(fetchIslandHtml(route)));
  return <div className={className} data-island={route} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
