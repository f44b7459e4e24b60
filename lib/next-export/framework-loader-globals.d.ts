/**
 * The free names of framework-loader.js. post-export.ts (frameworkLoaderTag) wraps the loader in
 * `(function (SCRIPTS, LAZY) {…})(scripts, lazy)` and replaces the other names with the strings of markers.ts and
 * lib/site/fragment.ts. Ambient, so visible to every file: the loader is plain ES5 and cannot import types.
 */
/** The framework's script URLs. */
declare const SCRIPTS: string[];
/** The chunks those scripts load on demand, prefetched with them. */
declare const LAZY: string[];
/** INERT_TYPE: the `type` of the framework's inline scripts until the loader runs them. */
declare const INERT: string;
/** NEEDS_APP_ATTRIBUTE: marks an element that needs the framework once it nears the viewport. */
declare const NEEDS_APP: string;
/** FRAGMENT_ATTRIBUTE: set on <html> to lay out all of the page before a jump to a #fragment. */
declare const FRAGMENT: string;
/** LAID_OUT_ATTRIBUTE: set on the blocks above a #fragment's target, and holding it, to lay them out before the jump. */
declare const LAID_OUT: string;
