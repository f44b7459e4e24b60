'use client';
import { useState, useSyncExternalStore } from 'react';
import { site } from '@/lib/site/config';
import { SearchButton } from '../search/search-button';
import { SiteLink } from '../site-link';
import { MobileMenu } from './mobile-menu';
import { NavbarShell } from './navbar-shell';
import { ThemeToggle } from './theme-toggle';

const noSubscription = () => () => {};

/**
 * Top navigation: brand, the four sections, Feedback, search, the colour-mode switch and the narrow-screen menu.
 *
 * A client component, so each RSC payload names it with its two props instead of carrying its markup (about 9 KB,
 * four times a page). Its markup is then in the HTML only: when React hydrates it, the page's own script may already
 * have changed it (labels, aria-expanded, the shortcut key), so it adopts that DOM as it is, as inner HTML that
 * hydration does not walk, instead of comparing it with a render. Mounted by a client navigation, it renders.
 */
export function Navbar({ activeSidebar, hasSidebar = false }: { activeSidebar: string | null; hasSidebar?: boolean }) {
  // React reads the server snapshot while it hydrates, and only then.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [adopted] = useState(() =>
    hydrating && typeof document !== 'undefined' ? document.querySelector('.navbar-inner')?.innerHTML : undefined,
  );
  return (
    <NavbarShell>
      {adopted !== undefined ? (
        <div className="navbar-inner" dangerouslySetInnerHTML={{ __html: adopted }} suppressHydrationWarning />
      ) : (
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
      )}
    </NavbarShell>
  );
}
