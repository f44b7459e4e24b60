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
      const { name, message, status } = error as Error & { status?: number };
      if (name === 'RetryError') unreachableStore.set(true);
      // Spec §8: the client's own error, 'Unreachable hosts…' or an API error's status and message.
      console.warn(['search:', name, status, message].filter((part) => part !== undefined).join(' '));
      throw error;
    }
  };
}

/** Spec §9: search client timeouts (ms). */
export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

type HostKey = { url: string; protocol?: string };
/**
 * Where the client keeps each host's state ('down' or 'timed out', and when). The client's own cache keys
 * on the whole host object (its state included) and stores it as JSON, so a failed host was tried again on
 * the next query; this one keys on the host and keeps the state as it is, so a failed host rests 2 minutes.
 */
function createHostsCache() {
  const states = new Map<string, unknown>();
  const keyOf = (host: HostKey) => `${host.protocol ?? 'https'}://${host.url}`;
  return {
    get: <T>(host: HostKey, defaultValue: () => Promise<T>, events = { miss: (_: T) => Promise.resolve() }) =>
      states.has(keyOf(host)) ? Promise.resolve(states.get(keyOf(host)) as T) : defaultValue().then((value) => events.miss(value).then(() => value)),
    set: <T>(host: HostKey, value: T) => (states.set(keyOf(host), value), Promise.resolve(value)),
    delete: (host: HostKey) => (states.delete(keyOf(host)), Promise.resolve()),
    clear: () => (states.clear(), Promise.resolve()),
  };
}

/** Algolia's lite client with the spec's timeouts (its defaults too); hosts only when overridden. */
export function hostedClientOptions(hosts: string[]) {
  return {
    hosts: hosts.length ? hosts.map((url) => ({ url, accept: 'read' as const, protocol: /^(127\.|localhost)/.test(url) ? ('http' as const) : ('https' as const) })) : undefined,
    timeouts: HOSTED_TIMEOUTS,
    hostsCache: createHostsCache(),
  };
}

function createHostedClient() {
  const { appId, apiKey, hosts } = searchConfig();
  return liteClient(appId, apiKey, hostedClientOptions(hosts) as Parameters<typeof liteClient>[2]) as unknown as SearchClientLike;
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
