'use client';
import { useTheme } from 'next-themes';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Content images, including those inside tabs. */
const SELECTOR = '.markdown img:not(.no-zoom)';
/** Images are attached a while after the route loads, once the content has settled. */
const ATTACH_DELAY_MS = 1000;

/** Click-to-zoom for content images; medium-zoom is loaded only on pages that have images. */
export function ZoomImages() {
  const pathname = usePathname();
  const { resolvedTheme } = useTheme();
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
      images.forEach((img) => img.addEventListener('error', () => console.warn(`zoom: image unreachable: ${img.src}`), { once: true }));
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
