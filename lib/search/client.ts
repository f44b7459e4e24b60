import { liteClient } from 'algoliasearch/lite';
import { searchConfig } from './config';
import { localSearch, type SearchRequest } from './local-client';

type Listener = () => void;
const listeners = new Set<Listener>();
let unreachable = false;

/** Whether the last search failed because no host (or no index file) could be reached. */
export const unreachableStore = {
  get: () => unreachable,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(value: boolean) {
    if (value === unreachable) return;
    unreachable = value;
    listeners.forEach((l) => l());
  },
};

// The hosted client's `search` also accepts other shapes; DocSearch and the search page only use this one.
type SearchFn = (args: { requests: SearchRequest[] }) => Promise<{ results: unknown[] }>;
type SearchClientLike = { search: SearchFn } & Record<string, unknown>;

/** Records whether each search reached a backend, so the modal can show its network error screen. */
function trackReachability(search: SearchFn): SearchFn {
  return async (args) => {
    try {
      const response = await search(args);
      unreachableStore.set(false);
      return response;
    } catch (error) {
      if ((error as Error).name === 'RetryError') unreachableStore.set(true);
      throw error;
    }
  };
}

/**
 * Given to DocSearch as `transformSearchClient` (a stable, module-level function): the embedded index
 * answers in local mode; Algolia's own client answers when hosted search is configured.
 */
export function transformSearchClient<T extends object>(client: T): T {
  const base = client as unknown as SearchClientLike;
  const hostedClient = searchConfig.hosts.length ? (createHostedClient() as unknown as SearchClientLike) : base;
  const search = searchConfig.hosted ? hostedClient.search.bind(hostedClient) : (localSearch as SearchFn);
  return { ...hostedClient, search: trackReachability(search) } as unknown as T;
}

function createHostedClient() {
  return liteClient(searchConfig.appId, searchConfig.apiKey, {
    hosts: searchConfig.hosts.length
      ? searchConfig.hosts.map((url) => ({ url, accept: 'read' as const, protocol: url.startsWith('127.') || url.startsWith('localhost') ? ('http' as const) : ('https' as const) }))
      : undefined,
    timeouts: { connect: 1000, read: 2000, write: 30000 },
  });
}

/** The search function the /search page uses: the same backend as the modal. */
export function pageSearch(): SearchFn {
  if (!searchConfig.hosted) return trackReachability(localSearch as SearchFn);
  const client = createHostedClient() as unknown as SearchClientLike;
  return trackReachability(client.search.bind(client));
}
