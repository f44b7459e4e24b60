import { site } from '@/lib/site/config';
import { SearchButton } from '../search/search-button';
import { SiteLink } from '../site-link';
import { MobileMenu } from './mobile-menu';
import { NavbarShell } from './navbar-shell';
import { ThemeToggle } from './theme-toggle';

/** Top navigation: brand, the four sections, Feedback, search, the colour-mode switch and the narrow-screen menu. */
export function Navbar({ activeSidebar, hasSidebar = false }: { activeSidebar: string | null; hasSidebar?: boolean }) {
  return (
    <NavbarShell>
      <div className="navbar-inner">
        <MobileMenu hasSidebar={hasSidebar} activeSidebar={activeSidebar} />
        <SiteLink href="/" className="navbar-brand" aria-label="Dagster home">
          <img src="/img/logo.svg" alt="Dagster Logo" width="28" height="28" />
          <span className="navbar-title">{site.shortTitle}</span>
        </SiteLink>
        <ul className="navbar-items">
          {site.navbar.map((item) => (
            <li key={item.href}>
              <SiteLink
                href={item.href}
                className={`navbar-link${item.sidebar === activeSidebar ? ' navbar-link--active' : ''}`}
                aria-current={item.sidebar === activeSidebar ? 'page' : undefined}
              >
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <div className="navbar-right">
          <a className="navbar-feedback" href={site.feedbackUrl} target="_blank" rel="noreferrer noopener">
            Feedback
          </a>
          <SearchButton />
          <ThemeToggle />
        </div>
      </div>
    </NavbarShell>
  );
}
