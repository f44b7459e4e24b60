import type { NavLink } from '@/lib/sidebar/navigation';
import { SiteLink } from '../site-link';

/** Previous / next page in sidebar order. */
export function Pagination({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  if (!prev && !next) return null;
  return (
    <nav className="pagination" aria-label="Docs pages">
      {prev ? (
        <SiteLink className="pagination-link pagination-link--prev" href={prev.href} prefetch="visible">
          <span className="pagination-sub">Previous</span>
          <span className="pagination-label">« {prev.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next && (
        <SiteLink className="pagination-link pagination-link--next" href={next.href} prefetch="visible">
          <span className="pagination-sub">Next</span>
          <span className="pagination-label">{next.label} »</span>
        </SiteLink>
      )}
    </nav>
  );
}
