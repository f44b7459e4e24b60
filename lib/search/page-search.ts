import { searchConfig } from './config';
import { hostedSearch } from './hosted';
import { localSearch, type SearchRequest } from './local-search';

type SearchFn = (args: { requests: SearchRequest[] }) => Promise<{ results: unknown[] }>;

/** The search function the /search page uses: the dialog's backend, the embedded index or Algolia. */
export function pageSearch(): SearchFn {
  const config = searchConfig();
  if (!config.hosted) return localSearch as SearchFn;
  return ({ requests }) => hostedSearch(config, requests[0]);
}
