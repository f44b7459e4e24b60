'use client';
import { useState, type ReactNode } from 'react';

/** Content HTML of pages loaded in this window, by route, for when the router shows them again. */
const kept = new Map<string, string>();

/**
 * Page content as static HTML that React does not hydrate element by element.
 *
 * The server renders `children` normally. After the build, scripts/post-export.ts removes `children`
 * from the RSC payload inlined in each page's HTML (the `.txt` payloads used by client navigation keep
 * them), so the content is in the HTML once instead of twice. Without children, this component adopts the
 * server-rendered DOM as it is: one element with inner HTML, which hydration does not walk. Nothing
 * inside the content may rely on hydration; its interactive blocks work through ContentBehaviors.
 */
export function ContentIsland({ route, className, children }: { route: string; className: string; children?: ReactNode }) {
  const [html] = useState(() => {
    if (children !== undefined || typeof document === 'undefined') return null;
    const cached = kept.get(route);
    if (cached !== undefined) return cached;
    const dom = document.querySelector(`[data-island="${CSS.escape(route)}"]`)?.innerHTML ?? '';
    kept.set(route, dom);
    return dom;
  });
  if (html === null)
    return (
      <div className={className} data-island={route}>
        {children}
      </div>
    );
  return <div className={className} data-island={route} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
