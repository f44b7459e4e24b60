import type { NavLink } from '@/lib/sidebar/navigation';
import { SiteLink } from '../site-link';

/** Category trail above the title; categories without a page show as plain text. */
export function Breadcrumbs({ trail, title }: { trail: NavLink[]; title: string }) {
  if (!trail.length) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {trail.map((crumb, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's trail is fixed and its labels may repeat
          <li key={i}>{crumb.href ? <SiteLink href={crumb.href}>{crumb.label}</SiteLink> : <span>{crumb.label}</span>}</li>
        ))}
        <li aria-current="page">
          <span>{title}</span>
        </li>
      </ol>
    </nav>
  );
}
