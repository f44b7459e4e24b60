/** Escapes text for HTML text and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The markup of a lazily loaded section while it loads (components/mdx/lazy-states.tsx has the React form). */
export const spinnerHtml = (label: string) =>
  `<div class="lazy-loading" role="status" aria-live="polite"><span class="spinner" aria-hidden="true"></span><span class="sr-only">${escapeHtml(label)}</span></div>`;

/** The markup of a lazily loaded section that failed to load; its Retry button carries `retryAttribute`. */
export const loadErrorHtml = (what: string, message: string, retryAttribute: string) =>
  `<div class="lazy-error admonition admonition--danger" role="alert"><p class="admonition-title">This ${escapeHtml(what)} failed to load</p>` +
  `<p class="lazy-error-message">${escapeHtml(message)}</p><button type="button" class="button" ${retryAttribute}>Retry</button></div>`;
