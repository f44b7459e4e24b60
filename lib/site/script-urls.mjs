/** Where the page's own script (components/behaviors.ts, bundled by bundle-behaviors.mjs) is served; app/layout.tsx loads it. */
export const BEHAVIORS_URL = '/behaviors/page.js';
/** The search engine's worker (lib/search/search-worker.ts, bundled beside the page's script). */
export const SEARCH_WORKER_URL = '/behaviors/search-worker.js';
/** The search dialog's controller (lib/search/dialog/controller.ts): fetched at idle, run later at idle or at the first open. */
export const SEARCH_DIALOG_URL = '/behaviors/search-dialog.js';
/** Algolia's client for hosted mode (lib/search/hosted.ts), loaded by the dialog's controller. */
export const SEARCH_HOSTED_URL = '/behaviors/search-hosted.js';
/** The search dialog's stylesheet: DocSearch's modal sheet, then components/search/search-dialog.css. */
export const SEARCH_DIALOG_CSS_URL = '/behaviors/search-dialog.css';
