'use client';
import { use, useLayoutEffect, useState, type ReactNode } from 'react';
import { markShownFragment } from '@/lib/site/fragment';

/** Island HTML of pages loaded in this window, by island name, for when the router shows them again. */
const kept = new Map<string, string>();
/**
 * Islands of pages prefetched in this window, by island name: the elements of their parsed HTML, which a navigation
 * copies (a deep clone is several times quicker than parsing the same markup again).
 */
const prepared = new Map<string, Element>();
/**
 * Pages fetched for a client navigation or ahead of one (see prefetchPage), by route: the last few, each fetched
 * once and parsed once, however many of its islands read it.
 */
const pages = new Map<string, { html: Promise<string>; document?: Promise<Document> }>();
const PAGES_KEPT = 8;
/** A page has two islands of its own, its content and its sidebar (the footer is the same on every page). */
const PREPARED_KEPT = PAGES_KEPT * 2;

const islandSelector = (island: string) => `[data-island="${CSS.escape(island)}"]`;
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 50);
/** A prefetch that fails is not the reader's concern: the navigation, if it comes, fetches again and says so. */
const ignore = () => {};

/**
 * A page's exported HTML, fetched at the route itself, which every host serves as is: a host that normalises
 * `/x.html` to `/x`, as the product's routing rules ask and `npm start` does, would answer the file's own name with a
 * redirect, one more round trip per navigation. A failed fetch is forgotten, so that the next navigation asks again.
 */
function pageEntry(route: string) {
  let entry = pages.get(route);
  if (!entry) {
    const html = fetch(route).then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.text();
    });
    const created = { html };
    html.catch(() => pages.get(route) === created && pages.delete(route));
    pages.set(route, (entry = created));
    if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value!);
  }
  return entry;
}

/** A client navigation's page, parsed from its exported HTML. */
function fetchPage(route: string): Promise<Document> {
  const entry = pageEntry(route);
  entry.document ??= entry.html.then((text) => new DOMParser().parseFromString(text, 'text/html'));
  return entry.document;
}

/**
 * Starts fetching the HTML a client navigation to `route` will read its islands from: when its link is hovered,
 * focused or in view (components/layout/link-navigation.tsx, beside the router's own prefetch), and at the click,
 * so that it comes in beside the router's payload rather than after it. Once it is in, the page is parsed and its
 * islands kept while the browser is idle, so that a navigation renders them at once: parsing a page and reading its
 * islands takes 15-25 ms of a phone's main thread (4x CPU), which would otherwise fall between the tap and the next
 * page's first frame.
 */
export function prefetchPage(route: string) {
  // A page shown or prepared before in this window keeps its islands, and needs no fetch.
  const inHand = () => kept.has(route) || prepared.has(route);
  if (inHand()) return;
  pageEntry(route).html.then(
    () =>
      whenIdle(() => {
        if (inHand()) return;
        fetchPage(route).then((page) => {
          for (const element of page.querySelectorAll<HTMLElement>('[data-island]')) {
            const island = element.dataset.island!;
            if (kept.has(island)) continue;
            prepared.set(island, element);
            // Each element keeps its whole parsed page alive: only the last few pages' islands are kept.
            if (prepared.size > PREPARED_KEPT) prepared.delete(prepared.keys().next().value!);
          }
        }, ignore);
      }),
    ignore,
  );
}

/** Fills a prepared island's empty element with a copy of its content, as React attaches it. */
const fillWith = (source: Element) => (element: HTMLDivElement | null) => {
  if (element && !element.firstChild) element.append(...document.importNode(source, true).childNodes);
};

const islandHtml = new Map<string, Promise<string>>();

/**
 * A client navigation's island: its inner HTML, read from the page's exported HTML (the payload the router
 * fetched has none of it; see lib/next-export/post-export.ts). If that fails, a full load of the page.
 */
function fetchIslandHtml(island: string, route: string): Promise<string> {
  let pending = islandHtml.get(island);
  if (!pending) {
    pending = fetchPage(route)
      .then((page) => {
        const element = page.querySelector(islandSelector(island));
        if (!element) throw new Error(`no island ${island} in the page`);
        kept.set(island, element.innerHTML);
        return element.innerHTML;
      })
      .catch((error: Error) => {
        console.warn(`Could not load the content of ${route} (${error.message}); loading the whole page.`);
        islandHtml.delete(island);
        window.location.assign(route + window.location.search + window.location.hash);
        return new Promise<string>(() => {});
      });
    islandHtml.set(island, pending);
  }
  return pending;
}

/**
 * Static HTML that React does not hydrate element by element: page content, the sidebar, the footer and the
 * not-found page's body. `island` names the element (unique on a page); `route` is the page whose HTML holds it.
 *
 * The server renders `children` normally. After the build, lib/next-export/post-export.ts removes `children` from
 * every RSC payload (the one inlined in each page's HTML and the `.txt` files client navigation fetches), so the
 * content is only in the HTML, once. Without children, this component adopts the server-rendered DOM as it is
 * (one element with inner HTML, which hydration does not walk), or, after a client navigation, the same markup
 * read from the page's HTML file (the router's transition keeps the old page on screen meanwhile). Nothing inside
 * the content may rely on hydration; its interactive blocks work through the page's own script (components/behaviors.ts).
 */
export function ContentIsland({
  route,
  island = route,
  className,
  children,
}: {
  route: string;
  island?: string;
  className: string;
  children?: ReactNode;
}) {
  const [adopted] = useState<string | Element | null>(() => {
    if (children !== undefined || typeof document === 'undefined') return null;
    const cached = kept.get(island) ?? prepared.get(island);
    if (cached !== undefined) return cached;
    const dom = document.querySelector(islandSelector(island));
    if (!dom) return null;
    kept.set(island, dom.innerHTML);
    return dom.innerHTML;
  });
  // Runs before the router's own layout effect, which scrolls to the fragment: React runs a child's first.
  useLayoutEffect(() => {
    if (island === route) markShownFragment();
  }, [island, route]);
  if (children !== undefined)
    return (
      <div className={className} data-island={island}>
        {children}
      </div>
    );
  // A prefetched page's island: an empty element that React never fills, filled with a copy as it is attached.
  if (adopted !== null && typeof adopted !== 'string') return <div className={className} data-island={island} ref={fillWith(adopted)} />;
  const html = adopted ?? (typeof document === 'undefined' ? '' : use(fetchIslandHtml(island, route)));
  return <div className={className} data-island={island} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
