import type { NavLink } from '@/lib/sidebar/navigation';
import { SiteLink } from '../site-link';

/** Category trail above the title; categories without a page show as plain text. */
export function Breadcrumbs({ trail, title }: { trail: NavLink[]; title: string }) {
  if (!trail.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {trail.map((crumb, i) => (
          <li key={i}>{crumb.href ? <SiteLink href={crumb.href}>{crumb.label}</SiteLink> : <span>{crumb.label}</span>}</li>
        ))}
        <li aria-current="page"><span>{title}</span></li>
      </ol>
    </nav>
  );
}
