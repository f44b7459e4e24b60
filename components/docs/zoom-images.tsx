'use client';
import { useTheme } from 'next-themes';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Content images, including those inside tabs. */
const SELECTOR = '.markdown img:not(.no-zoom)';
/** Images are attached a while after the route loads, once the content has settled. */
const ATTACH_DELAY_MS = 1000;

/** Docs version persistence (Docusaurus' key for the default docs plugin; storage key prefix empty). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
/** The site's one docs version. */
export const DOCS_VERSION = 'Next';

/** Click-to-zoom for content images (medium-zoom is loaded only on pages that have images); stores the docs version. */
export function ZoomImages() {
  const pathname = usePathname();
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    // Visiting a doc stores its version as the preferred one, as Docusaurus does.
    try {
      localStorage.setItem(PREFERRED_VERSION_KEY, DOCS_VERSION);
    } catch (error) {
      console.warn('docs version: could not store the preferred version', error);
    }
  }, [pathname]);
  useEffect(() => {
    let detach: (() => void) | undefined;
    const timer = setTimeout(async () => {
      const images = document.querySelectorAll<HTMLImageElement>(SELECTOR);
      if (!images.length) return;
      const { default: mediumZoom } = await import('medium-zoom');
      const zoom = mediumZoom(images, {
        margin: 0,
        scrollOffset: 40,
        background: resolvedTheme === 'dark' ? 'rgb(50, 50, 50)' : 'rgb(255, 255, 255)',
      });
      // decode() rejects for an image that failed to load, also one that failed before the zoom was attached.
      images.forEach((img) => img.decode().catch(() => console.warn(`zoom: image unreachable: ${img.src}`)));
      document.documentElement.dataset.zoomReady = 'true';
      detach = () => zoom.detach();
    }, ATTACH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      detach?.();
      delete document.documentElement.dataset.zoomReady;
    };
  }, [pathname, resolvedTheme]);
  return null;
}
