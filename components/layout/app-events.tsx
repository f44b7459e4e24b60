'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { APP_READY_ATTRIBUTE } from '@/lib/next-export/markers';
import { PAGE_EVENT } from '@/lib/browser/page-events';

/**
 * Tells the page's own script (components/behaviors.ts) what the framework did: <html data-app-ready> once the
 * page has hydrated, and PAGE_EVENT after each client navigation, when the next page's content is in place.
 */
export function AppEvents() {
  const pathname = usePathname();
  const loadedPath = useRef(pathname);
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  useEffect(() => {
    if (pathname === loadedPath.current) return;
    loadedPath.current = pathname;
    document.dispatchEvent(new Event(PAGE_EVENT));
  }, [pathname]);
  return null;
}
