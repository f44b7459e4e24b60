/** Shown while a lazily loaded page section loads. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="lazy-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Shown when a lazily loaded page section failed; Retry loads it again. */
export function LoadError({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <div className="lazy-error admonition admonition--danger" role="alert">
      <p className="admonition-title">This {what} failed to load</p>
      <p className="lazy-error-message">{message}</p>
      <button type="button" className="button" onClick={onRetry}>Retry</button>
    </div>
  );
}
