import { liteClient } from 'algoliasearch/lite';
import { searchConfig, type SearchConfig } from './config';
import { localSearch, type SearchRequest } from './local-client';
import { SEARCH_ANSWERED_EVENT } from '../site/search-shell';

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
      // The client's own error, 'Unreachable hosts…' or an API error's status and message.
      console.warn(['search:', name, status, message].filter((part) => part !== undefined).join(' '));
      throw error;
    } finally {
      // Once the modal has drawn this answer, it can take over from the page's first dialog (search-host.tsx).
      setTimeout(() => document.dispatchEvent(new Event(SEARCH_ANSWERED_EVENT)));
    }
  };
}

/** The search client's timeouts (ms): connect, read, write. */
export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

type HostKey = { url: string; protocol?: string };
/**
 * Where the client keeps each host's state ('down' or 'timed out', and when). Algolia's own cache (and
 * DocSearch's copy of it) keys on the whole host object (its state included) and stores it as JSON, so a failed
 * host was tried again on the next query; this one keys on the host and keeps the state as it is, so a failed
 * host rests 2 minutes (the client's own rule, `Date.now() - lastUpdate > 2 min`). One cache for the page, shared
 * by every client made here: the modal makes one each time it opens, and the /search page its own.
 */
function createHostsCache() {
  const states = new Map<string, unknown>();
  const keyOf = (host: HostKey) => `${host.protocol ?? 'https'}://${host.url}`;
  return {
    get: <T>(host: HostKey, defaultValue: () => Promise<T>, events = { miss: (_: T) => Promise.resolve() }) =>
      states.has(keyOf(host))
        ? Promise.resolve(states.get(keyOf(host)) as T)
        : defaultValue().then((value) => events.miss(value).then(() => value)),
    set: <T>(host: HostKey, value: T) => {
      states.set(keyOf(host), value);
      return Promise.resolve(value);
    },
    delete: (host: HostKey) => {
      states.delete(keyOf(host));
      return Promise.resolve();
    },
    clear: () => {
      states.clear();
      return Promise.resolve();
    },
  };
}
const hostsCache = createHostsCache();

/**
 * Options for Algolia's lite client: the spec's timeouts and the page's host cache. Without a hosts override
 * (a real build: NEXT_PUBLIC_ALGOLIA_HOSTS unset) the client keeps its own hosts, derived from the app id
 * ({appId}-dsn.algolia.net, then {appId}-1..3.algolianet.com in random order).
 */
export function hostedClientOptions(hosts: string[]) {
  return {
    ...(hosts.length
      ? {
          hosts: hosts.map((url) => ({
            url,
            accept: 'read' as const,
            protocol: /^(127\.|localhost)/.test(url) ? ('http' as const) : ('https' as const),
          })),
        }
      : {}),
    timeouts: HOSTED_TIMEOUTS,
    hostsCache,
  };
}

type ClientConfig = Pick<SearchConfig, 'appId' | 'apiKey' | 'hosts'>;
/** The hosted search client for a configuration (the loaded one by default). */
export function createHostedClient({ appId, apiKey, hosts }: ClientConfig = searchConfig(), options: Record<string, unknown> = {}) {
  return liteClient(appId, apiKey, { ...hostedClientOptions(hosts), ...options } as Parameters<
    typeof liteClient
  >[2]) as unknown as SearchClientLike & {
    addAlgoliaAgent(segment: string, version?: string): void;
  };
}

/** The user-agent segments DocSearch added to its own client ('docsearch (3.x)', 'docsearch-react (3.x)'). */
function docsearchAgents(client: object): [string, string | undefined][] {
  const agent = (client as { transporter?: { algoliaAgent?: { value?: string } } }).transporter?.algoliaAgent?.value ?? '';
  return [...agent.matchAll(/; (docsearch[\w-]*)(?: \(([^)]*)\))?/g)].map((m) => [m[1], m[2]]);
}

/**
 * Given to DocSearch as `transformSearchClient` (a stable, module-level function): the embedded index
 * answers in local mode; in hosted mode, a client made here (the spec's timeouts and 2-minute host rest)
 * replaces DocSearch's own, with or without a hosts override.
 */
export function transformSearchClient<T extends object>(client: T): T {
  if (!searchConfig().hosted) return { ...client, search: trackReachability(localSearch as SearchFn) } as T;
  const hosted = createHostedClient();
  for (const [segment, version] of docsearchAgents(client)) hosted.addAlgoliaAgent(segment, version);
  return { ...hosted, search: trackReachability(hosted.search.bind(hosted)) } as unknown as T;
}

/** The search function the /search page uses: the same backend as the modal. */
export function pageSearch(): SearchFn {
  if (!searchConfig().hosted) return trackReachability(localSearch as SearchFn);
  const client = createHostedClient();
  return trackReachability(client.search.bind(client));
}
