'use client';
import { useEffect } from 'react';

/**
 * Marks the TOC entry of the heading the reader is in (the last one scrolled past the top). The entries
 * are read from the page's TOC markup (static HTML, see ContentIsland); `route` re-runs it per page.
 */
export function TocHighlight({ route }: { route: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `route` re-runs the effect on each page, whose TOC it reads from the DOM
  useEffect(() => {
    const links = new Map<string, Element>();
    document.querySelectorAll('.toc a[href^="#"]').forEach((a) => links.set(decodeURIComponent(a.getAttribute('href')!.slice(1)), a));
    const ids = [...links.keys()];
    const update = () => {
      const offset = 100;
      let active: string | undefined;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= offset) active = id;
      }
      // At the bottom of the page the last headings can never reach the top: mark the last visible one.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom) {
        for (const id of ids) {
          const el = document.getElementById(id);
          if (el && el.getBoundingClientRect().top < window.innerHeight) active = id;
        }
      }
      active ??= ids[0];
      links.forEach((a, id) => a.classList.toggle('toc-link--active', id === active));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [route]);
  return null;
}
