/**
 * Every name the search runtime shares across its bundles (the page's own script, its on-demand chunks, the search
 * worker and the framework's bundle) and with the tests. Change a name here only.
 */

/** The search dialog's root element: `.DocSearch-Container`, parked (laid out, hidden) until a tap opens it. */
export const DIALOG_ID = 'search-dialog';
/** On the dialog root while it waits, laid out and hidden, for the next tap. */
export const PARKED_ATTRIBUTE = 'data-parked';
/** On the dialog root: the query its results on screen answer (set once drawn). */
export const ANSWERED_ATTRIBUTE = 'data-answered';
/** On the dialog root: idle | loading | stalled | error, as DocSearch's status. */
export const STATUS_ATTRIBUTE = 'data-status';

/** DocSearch's storage keys for recent and favorite searches (suffixed with the index name), in localStorage. */
export const RECENT_SEARCHES_KEY = '__DOCSEARCH_RECENT_SEARCHES__';
export const FAVORITE_SEARCHES_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__';

/** Globals shared by the bundles of one page: the search configuration's download and the search worker. */
export const CONFIG_GLOBAL = Symbol.for('dagster-docs.search-config');
export const WORKER_GLOBAL = Symbol.for('dagster-docs.search-worker');
/** Global through which the page's script hands keys pressed before the dialog's controller has loaded. */
export const DIALOG_GLOBAL = Symbol.for('dagster-docs.search-dialog');
