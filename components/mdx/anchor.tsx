import type { ComponentProps } from 'react';
import { SiteLink } from '../site-link';

/** Markdown links: internal ones navigate client-side, external ones open in a new tab. */
export function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/'))
    return (
      <SiteLink href={href} {...rest}>
        {children}
      </SiteLink>
    );
  if (/^https?:/.test(href))
    return (
      <a href={href} target="_blank" rel="noreferrer noopener" {...rest}>
        {children}
      </a>
    );
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
