'use client';
import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/** Route changes quicker than this never show the bar. */
const DELAY_MS = 200;
let timer: ReturnType<typeof setTimeout> | undefined;

// nprogress 0.2 trickles by up to its default trickleRate, 0.02 (not in its typed options). Its default template
// gives the bar role="bar", which is no ARIA role, and finds the bar by it: both are replaced.
NProgress.configure({
  showSpinner: false,
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** Starts the bar after the delay; called for every client-side navigation the site starts. */
export function startProgress() {
  clearTimeout(timer);
  timer = setTimeout(() => NProgress.start(), DELAY_MS);
}

/** nprogress bar for client-side navigation: it stops when the new route has rendered. */
export function ProgressBar() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar stops when the route (path or query) has changed
  useEffect(() => {
    clearTimeout(timer);
    NProgress.done();
  }, [pathname, searchParams]);
  return null;
}
