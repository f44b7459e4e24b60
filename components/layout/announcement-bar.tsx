'use client';
import { useEffect, useState } from 'react';
import { site } from '@/lib/site/config';

export const DISMISS_KEY = 'announcement.dismiss';
export const ID_KEY = 'announcement.id';

/**
 * Runs before first paint: hides the bar when this announcement id was dismissed, and forgets an
 * old dismissal when the id changed. Storage failures are only logged.
 */
export const announcementScript = `(function(){try{var id=${JSON.stringify(site.announcement.id)};var s=localStorage;if(s.getItem('${ID_KEY}')!==id){s.setItem('${ID_KEY}',id);s.removeItem('${DISMISS_KEY}')}if(s.getItem('${DISMISS_KEY}')==='true')document.documentElement.dataset.announcementDismissed='true'}catch(e){console.warn('announcement: storage unavailable',e)}})()`;

/** The preview announcement; dismissal is remembered per announcement id. */
export function AnnouncementBar() {
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (document.documentElement.dataset.announcementDismissed === 'true') setDismissed(true);
  }, []);
  if (dismissed) return null;
  const close = () => {
    try {
      localStorage.setItem(DISMISS_KEY, 'true');
      localStorage.setItem(ID_KEY, site.announcement.id);
    } catch (error) {
      console.warn('announcement: could not store dismissal', error);
    }
    document.documentElement.dataset.announcementDismissed = 'true';
    setDismissed(true);
  };
  return (
    <div className="announcement-bar" role="banner" data-announcement-id={site.announcement.id}>
      <div className="announcement-content">
        <h3>Welcome to the preview of the new Dagster docs</h3>
        <p>
          Tell us what you think in the{' '}
          <a href={site.feedbackUrl} target="_blank" rel="noreferrer noopener">GitHub discussion</a>. Looking for the current docs? They are at{' '}
          <a href={site.currentDocsUrl} target="_blank" rel="noreferrer noopener">docs.dagster.io</a>.
        </p>
      </div>
      <button type="button" className="announcement-close" aria-label="Close" onClick={close}>
        <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true"><path stroke="currentColor" strokeWidth="2" d="M.75.75l13.5 13.5M14.25.75L.75 14.25" /></svg>
      </button>
    </div>
  );
}
