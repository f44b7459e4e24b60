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
      else console.warn(`search: ${(error as Error).name}`, (error as { status?: number }).status ?? '', (error as Error).message);
      throw error;
    }
  };
}

/** Algolia's lite client with the spec's timeouts (its defaults too); hosts only when overridden. */
function createHostedClient() {
  const { appId, apiKey, hosts } = searchConfig();
  return liteClient(appId, apiKey, {
    hosts: hosts.length ? hosts.map((url) => ({ url, accept: 'read' as const, protocol: /^(127\.|localhost)/.test(url) ? ('http' as const) : ('https' as const) })) : undefined,
    timeouts: { connect: 1000, read: 2000, write: 30000 },
  }) as unknown as SearchClientLike;
}

/**
 * Given to DocSearch as `transformSearchClient` (a stable, module-level function): the embedded index
 * answers in local mode; Algolia answers when hosted search is configured.
 */
export function transformSearchClient<T extends object>(client: T): T {
  const config = searchConfig();
  const hostedClient = config.hosted && config.hosts.length ? createHostedClient() : (client as unknown as SearchClientLike);
  const search = config.hosted ? hostedClient.search.bind(hostedClient) : (localSearch as SearchFn);
  return { ...hostedClient, search: trackReachability(search) } as unknown as T;
}

/** The search function the /search page uses: the same backend as the modal. */
export function pageSearch(): SearchFn {
  if (!searchConfig().hosted) return trackReachability(localSearch as SearchFn);
  const client = createHostedClient();
  return trackReachability(client.search.bind(client));
}
