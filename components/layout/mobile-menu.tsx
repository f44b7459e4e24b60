import { site } from '@/lib/site/config';
import { SiteLink } from '../site-link';

/**
 * The navbar's menu at widths up to 996 px: a primary panel (the main menu) and, on pages with a sidebar, a
 * secondary panel. The secondary panel is the page's own sidebar, shown as a drawer by CSS, so the navigation
 * tree exists once in the DOM. All of it is in the HTML; mobile-menu.behavior.ts opens and closes it by setting
 * <html data-mobile-menu="primary|secondary">, which CSS shows.
 */
export function MobileMenu({ hasSidebar, activeSidebar }: { hasSidebar: boolean; activeSidebar: string | null }) {
  return (
    <>
      <button
        type="button"
        className="icon-button navbar-toggle"
        aria-label="Toggle navigation bar"
        aria-expanded="false"
        aria-controls="mobile-menu"
        data-panel={hasSidebar ? 'secondary' : 'primary'}
      >
        <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true">
          <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
        </svg>
      </button>
      <div className="mobile-backdrop" data-menu-close="" />
      <div className="mobile-menu" id="mobile-menu" role="dialog" aria-label="Navigation menu">
        <div className="mobile-menu-header">
          <SiteLink href="/" className="navbar-brand">
            <img src="/img/logo.svg" alt="" width="28" height="28" />
            <span>{site.shortTitle}</span>
          </SiteLink>
          <button type="button" className="icon-button" aria-label="Close navigation bar" data-menu-close="">
            {/* An icon, not the ✕ character: visible text should be part of the button's name (WCAG 2.5.3), and ✕ is no word. */}
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 4l12 12M16 4L4 16" />
            </svg>
          </button>
        </div>
        <div className="mobile-panel mobile-panel--primary">
          <ul className="menu-list">
            {site.navbar.map((item) => (
              <li key={item.href} className="menu-item">
                <SiteLink className={`menu-link${item.sidebar === activeSidebar ? ' menu-link--active' : ''}`} href={item.href}>
                  {item.label}
                </SiteLink>
              </li>
            ))}
            <li className="menu-item">
              <a className="menu-link" href={site.feedbackUrl} target="_blank" rel="noreferrer noopener">
                Feedback ↗
              </a>
            </li>
          </ul>
        </div>
        {hasSidebar && (
          <div className="mobile-panel mobile-panel--secondary">
            <button type="button" className="mobile-back" data-menu-panel="primary">
              ← Back to main menu
            </button>
          </div>
        )}
      </div>
    </>
  );
}
