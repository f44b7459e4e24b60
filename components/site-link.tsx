import type { ComponentProps } from 'react';

/**
 * An internal link, rendered as a plain anchor: <LinkNavigation /> turns clicks on it into client-side
 * navigation and prefetches its page on hover or focus, so no page hydrates a component per link.
 * `prefetch="visible"` also prefetches it when it scrolls into view (used for next/previous).
 */
export function SiteLink({ prefetch, ...props }: ComponentProps<'a'> & { href: string; prefetch?: 'visible' }) {
  return <a {...props} data-prefetch={prefetch} />;
}
