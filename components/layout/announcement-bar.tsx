import { site } from '@/lib/site/config';

/** The preview announcement; its close button (announcement-bar.behavior.ts) remembers the dismissal per announcement id. */
export function AnnouncementBar() {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <div> in the banner role, as the accessibility checks (tests/e2e) know it
    <div className="announcement-bar" role="banner" data-announcement-id={site.announcement.id}>
      <div className="announcement-content">
        <h3>Welcome to the preview of the new Dagster docs</h3>
        <p>
          Tell us what you think in the{' '}
          <a href={site.feedbackUrl} target="_blank" rel="noreferrer noopener">
            GitHub discussion
          </a>
          . Looking for the current docs? They are at{' '}
          <a href={site.currentDocsUrl} target="_blank" rel="noreferrer noopener">
            docs.dagster.io
          </a>
          .
        </p>
      </div>
      <button type="button" className="announcement-close" aria-label="Close">
        <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="2" d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
        </svg>
      </button>
    </div>
  );
}
