/** Where the page's own script (components/behaviors.ts, bundled by bundle-behaviors.mjs) is served; app/layout.tsx loads it. */
export const BEHAVIORS_URL = '/behaviors/page.js';
