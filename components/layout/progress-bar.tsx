'use client';
import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/** Route changes quicker than this never show the bar. */
const DELAY_MS = 200;
let timer: ReturnType<typeof setTimeout> | undefined;

NProgress.configure({ showSpinner: false, minimum: 0.08, speed: 200, trickleSpeed: 800 });

/** Starts the bar after the delay; call before a programmatic router.push. */
export function startProgress() {
  clearTimeout(timer);
  timer = setTimeout(() => NProgress.start(), DELAY_MS);
}

function stopProgress() {
  clearTimeout(timer);
  NProgress.done();
}

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return false;
  return url.pathname !== location.pathname || url.search !== location.search;
}

/** nprogress bar for client-side navigation (the App Router has no route events, so links are watched). */
export function ProgressBar() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    const onClick = (event: MouseEvent) => isInternalNavigation(event) && startProgress();
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  useEffect(() => stopProgress(), [pathname, searchParams]);
  return null;
}
