/** Where the page's own script (components/behaviors.ts, bundled by bundle-behaviors.mjs) is served; app/layout.tsx loads it. */
export const BEHAVIORS_URL = '/behaviors/page.js';
/** The search engine's worker (lib/search/search-worker.ts, bundled beside the page's script). */
export const SEARCH_WORKER_URL = '/behaviors/search-worker.js';
