import type { ReactNode } from 'react';
import { SiteLink } from '../site-link';

/** A grid of cards: `cols` columns on wide screens, one column up to 768 px. */
export function CardGroup({ cols = 2, children }: { cols?: number; children: ReactNode }) {
  return <div className={`card-group card-group--cols-${cols}`}>{children}</div>;
}

/** A whole-card link with a title and a short text. */
export function Card({ title, href, children }: { title: string; href: string; children?: ReactNode }) {
  const external = /^https?:/.test(href);
  const body = (
    <>
      <h3 className="card-title">
        {title}
        {external && <span aria-hidden="true"> ↗</span>}
      </h3>
      {children && <div className="card-body">{children}</div>}
    </>
  );
  return external ? (
    <a className="card" href={href} target="_blank" rel="noreferrer noopener">
      {body}
    </a>
  ) : (
    <SiteLink className="card" href={href}>
      {body}
    </SiteLink>
  );
}
