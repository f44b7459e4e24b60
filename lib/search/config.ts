/** Hosted search (Algolia) when all three are set at build time; otherwise the embedded index. */
const appId = process.env.NEXT_PUBLIC_ALGOLIA_APP_ID ?? '';
const apiKey = process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY ?? '';
const indexName = process.env.NEXT_PUBLIC_ALGOLIA_INDEX ?? '';

export const hosted = Boolean(appId && apiKey && indexName);

export const searchConfig = {
  hosted,
  appId: hosted ? appId : 'local',
  apiKey: hosted ? apiKey : 'local',
  /** Recent and favorite searches are stored in localStorage under keys that end with this name. */
  indexName: hosted ? indexName : 'dagster-docs-beta',
  /** Optional hosts override (tests point it at a local endpoint), comma separated host[:port]. */
  hosts: (process.env.NEXT_PUBLIC_ALGOLIA_HOSTS ?? '').split(',').filter(Boolean),
  /** Where readers report missing results; the modal shows 'Let us know.' when set. */
  missingResultsUrl: process.env.NEXT_PUBLIC_SEARCH_MISSING_RESULTS_URL ?? '',
  /** Result URLs matching this stay external (full page load); others become site paths. */
  externalUrlRegex: process.env.NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX ?? '',
  placeholder: 'Search docs',
  maxResultsPerGroup: 5,
  /** Facet filters of the hosted index (the search page filters on language and docs version). */
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

/** Turns a hit URL into what the site links to: external matches stay as they are, others become path + hash. */
export function toSiteUrl(url: string): string {
  if (searchConfig.externalUrlRegex && new RegExp(searchConfig.externalUrlRegex).test(url)) return url;
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.hash}`;
  } catch {
    return url;
  }
}

export const isExternal = (url: string) => /^https?:/.test(url);
