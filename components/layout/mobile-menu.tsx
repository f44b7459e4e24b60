'use client';
import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { site } from '@/lib/site/config';
import { SiteLink } from '../site-link';

const DESKTOP_QUERY = `(min-width: ${site.breakpoints.desktop + 1}px)`;

/**
 * The navbar's menu at widths up to 996 px: a primary panel (the main menu) and, on pages with a
 * sidebar, a secondary panel. The secondary panel is the page's own sidebar, shown as a drawer by CSS
 * (html[data-mobile-menu='secondary']), so the navigation tree exists once in the DOM.
 * Closes on route change, back navigation and when the layout becomes desktop.
 */
export function MobileMenu({ hasSidebar, activeSidebar }: { hasSidebar: boolean; activeSidebar: string | null }) {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<'primary' | 'secondary'>('primary');
  const pathname = usePathname();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => media.matches && setOpen(false);
    const onPop = () => setOpen(false);
    media.addEventListener('change', onChange);
    window.addEventListener('popstate', onPop);
    return () => {
      media.removeEventListener('change', onChange);
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    if (open) root.dataset.mobileMenu = panel;
    else delete root.dataset.mobileMenu;
    return () => {
      delete root.dataset.mobileMenu;
    };
  }, [open, panel]);

  const toggle = () => {
    if (!open) setPanel(hasSidebar ? 'secondary' : 'primary');
    setOpen((o) => !o);
  };

  return (
    <>
      <button type="button" className="icon-button navbar-toggle" aria-label="Toggle navigation bar" aria-expanded={open} onClick={toggle}>
        <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true"><path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" /></svg>
      </button>
      {open && (
        <>
          <div className="mobile-backdrop" onClick={() => setOpen(false)} />
          <div className="mobile-menu" role="dialog" aria-label="Navigation menu" data-panel={panel}>
            <div className="mobile-menu-header">
              <SiteLink href="/" className="navbar-brand"><img src="/img/logo.svg" alt="" width="28" height="28" /><span>{site.shortTitle}</span></SiteLink>
              <button type="button" className="icon-button" aria-label="Close navigation bar" onClick={() => setOpen(false)}>✕</button>
            </div>
            {panel === 'primary' ? (
              <div className="mobile-panel mobile-panel--primary">
                <ul className="menu-list">
                  {site.navbar.map((item) => (
                    <li key={item.href} className="menu-item">
                      <SiteLink className={`menu-link${item.sidebar === activeSidebar ? ' menu-link--active' : ''}`} href={item.href}>{item.label}</SiteLink>
                    </li>
                  ))}
                  <li className="menu-item"><a className="menu-link" href={site.feedbackUrl} target="_blank" rel="noreferrer noopener">Feedback ↗</a></li>
                </ul>
              </div>
            ) : (
              <div className="mobile-panel mobile-panel--secondary">
                <button type="button" className="mobile-back" onClick={() => setPanel('primary')}>← Back to main menu</button>
              </div>
            )}
          </div>
        </>
      )}
    </>
  );
}
