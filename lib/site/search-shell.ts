/**
 * The search dialog's first frame, shared by the page's script (components/search/search-button.behavior.ts),
 * which opens it at the tap, and the React host (components/search/search-host.tsx), which replaces it with
 * DocSearch's modal once that has loaded.
 */

export const SHELL_ID = 'search-shell';
/** Fired on `document` when the page's script has opened the dialog (the host then mounts DocSearch's modal). */
export const SEARCH_OPEN_EVENT = 'site:search-open';
/** Fired on `document` to close DocSearch's modal (Ctrl/Cmd+K while it is open). */
export const SEARCH_CLOSE_EVENT = 'site:search-close';
/** Fired on `document` when a search of DocSearch's modal has been answered (or has failed): lib/search/client.ts. */
export const SEARCH_ANSWERED_EVENT = 'site:search-answered';

/** The open dialog's first frame; a parked one (laid out, hidden, ready for the next tap) is not open. */
export const searchShell = () => document.querySelector<HTMLElement>(`#${SHELL_ID}:not([data-parked])`);
export const parkedShell = () => document.querySelector<HTMLElement>(`#${SHELL_ID}[data-parked]`);
export const shellInput = () => searchShell()?.querySelector<HTMLInputElement>('input') ?? null;

/** Removes the dialog's first frame once DocSearch's modal has taken over (or the reader closed it). */
export function removeSearchShell() {
  searchShell()?.remove();
}
