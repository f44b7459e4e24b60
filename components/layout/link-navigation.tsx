'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { savesData } from '@/lib/browser/connection';
import { PAGE_EVENT } from '@/lib/browser/page-events';
import { browserHolds, dropPrerenderRequests, NEXT_LINK, requestPrerender } from '@/lib/browser/speculation';
import { prefetchPage } from '@/lib/next-export/content-island';
import { startProgress } from './progress-bar';

/** The same-origin page an anchor leads to, or null for external, download, new-tab and same-page links. */
function internalTarget(anchor: HTMLAnchorElement | null): URL | null {
  if (!anchor?.hasAttribute('href') || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || /\.(json|xml|txt|md|svg|png|jpg)$/.test(url.pathname)) return null;
  return url;
}

const closestAnchor = (target: EventTarget | null) => ((target as Element | null)?.closest?.('a') ?? null) as HTMLAnchorElement | null;

/** Links in the article text: on a screen with no hover, those the reader rests on are prefetched. */
const ARTICLE_LINKS = '.markdown a[href^="/"]';
/** How long the reader must stop scrolling, and how many of the article links then in view a page may prefetch. */
const REST_MS = 1000;
const IN_VIEW_PER_PAGE = 2;
/** How long a page asked of the browser's prerender has to say it is ready before the router prefetches it instead. */
const ANNOUNCE_MS = 1000;

/**
 * Client-side navigation for every internal link of the page, from one listener: a click becomes a
 * router push (scrolling to the top or to the #anchor), and the next page's code and content (its payload and its
 * HTML) are prefetched when a link is hovered or focused, or, for links marked data-prefetch="visible", when it comes
 * into view. A phone has no hover to show intent: there, the first article links in view once the reader has stopped
 * scrolling for a second are prepared, two a page at most: prerendered by the browser where it can (about 14 KB gzip
 * of HTML each on a guide), else prefetched (about 17 KB), so a tap on a link being read finds its page in hand. A
 * link whose page the browser holds prerendered (lib/browser/speculation.ts: the prerender said so) is left to the
 * browser, which shows it in about a frame, and is not prefetched again.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    /** Another page, not yet prefetched, and not held prerendered by the browser. */
    const notInHand = (url: URL | null): url is URL =>
      Boolean(url && url.pathname !== location.pathname && !prefetched.has(url.pathname) && !browserHolds(url.pathname));
    /** Prefetches the page `anchor` leads to; true when that started a prefetch. */
    const prefetch = (anchor: HTMLAnchorElement | null): boolean => {
      const url = internalTarget(anchor);
      if (!notInHand(url) || savesData()) return false;
      prefetched.add(url.pathname);
      router.prefetch(url.pathname);
      prefetchPage(url.pathname);
      return true;
    };
    /**
     * A link the reader rests on, on a phone: its page is asked of the browser's prerender first, which then shows it in
     * about a frame whatever its length; the router prefetches it only if no prerender has said it is ready within
     * ANNOUNCE_MS. Where the page's own Next, prerendered since the page loaded, has not said so, this browser does not
     * prerender here (a low-end device, battery saver, DevTools): the router prefetches at once. True when either was
     * started.
     */
    const prepare = (anchor: HTMLAnchorElement): boolean => {
      const url = internalTarget(anchor);
      if (!notInHand(url)) return false;
      const next = document.querySelector<HTMLAnchorElement>(NEXT_LINK);
      if ((next && !browserHolds(next.pathname)) || !requestPrerender(url.pathname)) return prefetch(anchor);
      const page = location.pathname;
      setTimeout(() => location.pathname === page && prefetch(anchor), ANNOUNCE_MS);
      return true;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = closestAnchor(event.target);
      const url = internalTarget(anchor);
      if (!url || browserHolds(url.pathname)) return;
      if (url.pathname === location.pathname && url.search === location.search) return; // same page: the browser scrolls to the hash
      event.preventDefault();
      startProgress();
      // The page's content comes from its HTML (ContentIsland): asked now, beside the router's payload, not after it.
      prefetchPage(url.pathname);
      router.push(url.pathname + url.search + url.hash);
    };
    const onIntent = (event: Event) => prefetch(closestAnchor(event.target));
    const visible = new IntersectionObserver((entries) =>
      entries.forEach((e) => e.isIntersecting && prefetch(e.target as HTMLAnchorElement)),
    );
    const noHover = matchMedia('(hover: none)');
    const inView = new Set<HTMLAnchorElement>();
    let rest: ReturnType<typeof setTimeout> | undefined;
    let spentOn = '';
    let spent = 0;
    const prefetchInView = () => {
      if (spentOn !== location.pathname) {
        spentOn = location.pathname;
        spent = 0;
      }
      for (const anchor of inView) {
        if (spent >= IN_VIEW_PER_PAGE) return;
        if (!anchor.isConnected) {
          inView.delete(anchor);
          articleLinks.unobserve(anchor);
        } else if (prepare(anchor)) spent++;
      }
    };
    const restartRest = () => {
      clearTimeout(rest);
      if (inView.size) rest = setTimeout(prefetchInView, REST_MS);
    };
    const articleLinks = new IntersectionObserver((entries) => {
      for (const e of entries) e.isIntersecting ? inView.add(e.target as HTMLAnchorElement) : inView.delete(e.target as HTMLAnchorElement);
      restartRest();
    });
    const observeVisible = () => {
      document.querySelectorAll('a[data-prefetch="visible"]').forEach((a) => visible.observe(a));
      if (noHover.matches) document.querySelectorAll(ARTICLE_LINKS).forEach((a) => articleLinks.observe(a));
    };
    observeVisible();
    const mutations = new MutationObserver(observeVisible);
    mutations.observe(document.body, { childList: true, subtree: true });
    document.addEventListener(PAGE_EVENT, dropPrerenderRequests);
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    addEventListener('scroll', restartRest, { passive: true });
    return () => {
      clearTimeout(rest);
      removeEventListener('scroll', restartRest);
      articleLinks.disconnect();
      document.removeEventListener(PAGE_EVENT, dropPrerenderRequests);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      visible.disconnect();
      mutations.disconnect();
    };
  }, [router]);
  return null;
}
