'use client';
import { useEffect } from 'react';

/** The blocks laid out only near the viewport (components/docs/doc-page.css) that hold the headings. */
const LAZY_BLOCK = '.doc-section, .api-section > .api-symbol';

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
      // The entry marked is the last heading above this line; at the bottom of the page, where the last headings can
      // never reach the top, the last one on screen.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const line = atBottom ? window.innerHeight - 1 : 100;
      let active: string | undefined;
      for (const id of ids) {
        const heading = document.getElementById(id);
        if (!heading) continue;
        // A heading's lazy block is measured first: asking where a heading inside a block that is not laid out sits
        // lays that block out, and on every scroll that would lay out the whole page. Only a block across the line
        // is near the viewport, and so laid out already.
        const block = heading.closest(LAZY_BLOCK)?.getBoundingClientRect();
        if (block && block.top > line) break;
        if (block && block.bottom <= line) active = id;
        else if (heading.getBoundingClientRect().top <= line) active = id;
        else break;
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
