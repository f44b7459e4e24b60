/**
 * Names shared by the export rewrite (post-export.ts), the loader it inlines (framework-loader.js), the island
 * component (content-island.tsx), the page's own scripts and the tests. Change a name here only.
 */

/** The type the framework's inline scripts are kept inert under until the loader starts the framework. */
export const INERT_TYPE = 'text/x-on-demand';
/** Attribute of the loader's inline <script> tag. */
export const LOADER_ATTRIBUTE = 'data-framework-loader';
/** Attribute naming an island (static HTML React adopts without hydrating it). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Set on <html> once React has hydrated the page: client navigation and prefetch work from then on. */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
/** Marks an element that shows only a placeholder until the app has run: the loader starts it when the element nears the viewport. */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';
