import { SEARCH_WORKER_URL } from '../site/script-urls.mjs';
import { WORKER_GLOBAL } from './names';

type SearchArgs = { requests: { indexName: string; query?: string; [param: string]: unknown }[] };
type Response = { results: unknown[] };

/** The page's one search worker (search-worker.ts), shared by the page's script and the app's bundle. */
export interface SearchWorker {
  /** Starts downloading and building the index. */
  warm(): void;
  search(args: SearchArgs): Promise<Response>;
  /** Calls `listener` when the full text has joined the index. */
  onFull(listener: () => void): () => void;
  /** True once the worker could not start (its script unreachable): the caller searches in this thread. */
  broken: boolean;
}

// Both bundles (the page's script and Next's) reach the same worker through one global.
const KEY = WORKER_GLOBAL;

function startWorker(): SearchWorker {
  const worker = new Worker(SEARCH_WORKER_URL, { type: 'module' });
  const pending = new Map<number, { resolve: (r: Response) => void; reject: (e: Error) => void }>();
  const fullListeners = new Set<() => void>();
  let next = 0;
  const handle: SearchWorker = {
    broken: false,
    warm: () => worker.postMessage({ warm: true }),
    search: (args) =>
      new Promise((resolve, reject) => {
        pending.set(++next, { resolve, reject });
        worker.postMessage({ id: next, args });
      }),
    onFull(listener) {
      fullListeners.add(listener);
      return () => fullListeners.delete(listener);
    },
  };
  worker.addEventListener('message', ({ data }) => {
    if (data.full) return fullListeners.forEach((listener) => listener());
    const request = pending.get(data.id);
    pending.delete(data.id);
    if (data.error) request?.reject(Object.assign(new Error(data.error.message), { name: data.error.name }));
    else request?.resolve(data.response);
  });
  worker.addEventListener('error', () => {
    handle.broken = true;
    pending.forEach(({ reject }) => reject(new Error('search worker unavailable')));
    pending.clear();
  });
  return handle;
}

/** The page's search worker, started on first use; null where there are no workers (Node, the worker itself). */
export function searchWorker(): SearchWorker | null {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') return null;
  const global = globalThis as typeof globalThis & { [KEY]?: SearchWorker };
  return (global[KEY] ??= startWorker());
}
