import { ContentIsland } from '@/lib/next-export/content-island';
import { site } from '@/lib/site/config';
import { SearchButton } from '../search/search-button';
import { SiteLink } from '../site-link';
import { MobileMenu } from './mobile-menu';
import { NavbarShell } from './navbar-shell';
import { ThemeToggle } from './theme-toggle';

/**
 * Top navigation: brand, the four sections, Feedback, search, the colour-mode switch and the narrow-screen menu. An
 * island (static HTML, in no RSC payload): its controls work from the page's own script, and it differs between
 * pages only by the active section and whether the page has a sidebar. `route` is a page that shows this variant.
 */
export function Navbar({ activeSidebar, hasSidebar = false, route }: { activeSidebar: string | null; hasSidebar?: boolean; route: string }) {
  const island = `navbar:${activeSidebar ?? 'none'}:${hasSidebar ? 'sidebar' : 'plain'}`;
  return (
    <NavbarShell>
      <ContentIsland key={island} island={island} route={route} className="navbar-inner">
        <MobileMenu hasSidebar={hasSidebar} activeSidebar={activeSidebar} />
        <SiteLink href="/" className="navbar-brand" aria-label="Dagster home">
          <img src="/img/logo.svg" alt="Dagster Logo" width="28" height="28" />
          <span className="navbar-title">{site.shortTitle}</span>
        </SiteLink>
        <ul className="navbar-items">
          {site.navbar.map((item) => (
            <li key={item.href}>
              <SiteLink href={item.href} className={`navbar-link${item.sidebar === activeSidebar ? ' navbar-link--active' : ''}`} aria-current={item.sidebar === activeSidebar ? 'page' : undefined}>
                {item.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <div className="navbar-right">
          <a className="navbar-feedback" href={site.feedbackUrl} target="_blank" rel="noreferrer noopener">Feedback</a>
          <SearchButton />
          <ThemeToggle />
        </div>
      </ContentIsland>
    </NavbarShell>
  );
}
