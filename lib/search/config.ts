import { CONFIG_GLOBAL } from './names';

/** Search settings the browser needs; written to /search-config.json at build time. */
export interface SearchConfig {
  /** True when Algolia credentials were configured at build time; else the embedded index answers. */
  hosted: boolean;
  appId: string;
  apiKey: string;
  /** Recent and favorite searches are stored in localStorage under keys that end with this name. */
  indexName: string;
  /** Where readers report missing results; the modal shows 'Let us know.' when set. */
  missingResultsUrl: string;
  /** Result URLs matching this stay external (full page load); others become site paths. */
  externalUrlRegex: string;
  /** When true, selected hits are not saved and the start screen shows no recent or favorite searches. */
  disableUserPersonalization: boolean;
}

export const LOCAL_INDEX_NAME = 'dagster-docs-beta';

/** Reads the configuration from the build environment (NEXT_PUBLIC_ALGOLIA_* and friends). */
export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchConfig {
  const appId = env.NEXT_PUBLIC_ALGOLIA_APP_ID ?? '';
  const apiKey = env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY ?? '';
  const indexName = env.NEXT_PUBLIC_ALGOLIA_INDEX ?? '';
  const hosted = Boolean(appId && apiKey && indexName);
  return {
    hosted,
    appId: hosted ? appId : 'local',
    apiKey: hosted ? apiKey : 'local',
    indexName: hosted ? indexName : LOCAL_INDEX_NAME,
    missingResultsUrl: env.NEXT_PUBLIC_SEARCH_MISSING_RESULTS_URL ?? '',
    externalUrlRegex: env.NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX ?? '',
    disableUserPersonalization: env.NEXT_PUBLIC_SEARCH_DISABLE_PERSONALIZATION === 'true',
  };
}

/** Constants of the search UI. */
export const SEARCH_UI = {
  placeholder: 'Search docs',
  maxResultsPerGroup: 5,
  /** Facet filters every hosted query carries (modal and /search page): language and docs version. */
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

/** The search input's maximum length (DocSearch's default is 512). */
export const MAX_QUERY = 64;

export const CONFIG_URL = '/search-config.json';

let current: SearchConfig = searchConfigFromEnv({});
let loading: Promise<SearchConfig> | null = null;
// One download a page: the page's own script (which reads it at idle) and the app's bundle share it.
const FETCHED = CONFIG_GLOBAL;

/** Loads /search-config.json once; without it the embedded index is used. */
export function loadSearchConfig(): Promise<SearchConfig> {
  const shared = globalThis as typeof globalThis & { [FETCHED]?: Promise<SearchConfig | null> };
  shared[FETCHED] ??= fetch(CONFIG_URL)
    .then((r) => (r.ok ? (r.json() as Promise<SearchConfig>) : null))
    .catch(() => null);
  loading ??= shared[FETCHED].then((config) => (current = config ?? current));
  return loading;
}

/** The configuration loaded so far (the local defaults until loadSearchConfig resolves). */
export const searchConfig = (): SearchConfig => current;

/** Turns a hit URL into what the site links to: external matches stay as they are, others become path + hash. */
export function toSiteUrl(url: string): string {
  const { externalUrlRegex } = current;
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return url;
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

export const isExternal = (url: string) => /^https?:/.test(url);
