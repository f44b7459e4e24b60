import { liteClient } from 'algoliasearch/lite';
import type { SearchConfig } from './config';
import type { SearchRequest } from './local-search';

/*
 * Algolia's client for hosted mode (the build's NEXT_PUBLIC_ALGOLIA_* set): the dialog's controller loads this
 * module on demand (bundled as /behaviors/search-hosted.js), and the /search page imports it. Queries go to the
 * hosts Algolia's client derives from the app id ({appId}-dsn.algolia.net, then {appId}-1..3.algolianet.com in
 * random order), as POSTs to the multi-index queries path, with the keys in the URL.
 */

/** The search client's timeouts (ms): connect, read, write. */
export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 };

type HostKey = { url: string; protocol?: string };
/**
 * Where the client keeps each host's state ('down' or 'timed out', and when). Algolia's own cache keys on the whole
 * host object (its state included) and stores it as JSON, so a failed host was tried again on the next query; this
 * one keys on the host and keeps the state as it is, so a failed host rests 2 minutes (the client's own rule,
 * `Date.now() - lastUpdate > 2 min`). One cache for the page, shared by every client made here.
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
export const hostsCache = createHostsCache();

type SearchFn = (args: { requests: SearchRequest[] }) => Promise<{ results: unknown[] }>;

/** The hosted search client: connect 1 s, read 2 s, write 30 s and the page's host cache; `options` add to them (the unit tests' requester). */
export function createHostedClient({ appId, apiKey }: Pick<SearchConfig, 'appId' | 'apiKey'>, options: Record<string, unknown> = {}) {
  return liteClient(appId, apiKey, { timeouts: HOSTED_TIMEOUTS, hostsCache, ...options } as Parameters<
    typeof liteClient
  >[2]) as unknown as {
    search: SearchFn;
  };
}

/** One search against Algolia; a failure is reported in the console ('Unreachable hosts', or an API error's status and message) and rethrown. */
export async function hostedSearch(config: Pick<SearchConfig, 'appId' | 'apiKey'>, request: SearchRequest) {
  try {
    return await createHostedClient(config).search({ requests: [request] });
  } catch (error) {
    const { name, message, status } = error as Error & { status?: number };
    console.warn(['search:', name, status, message].filter((part) => part !== undefined).join(' '));
    throw error;
  }
}
