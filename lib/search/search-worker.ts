/*
 * The embedded index's engine, in a worker: downloading, parsing and building the index, and each query, run off
 * the page's main thread, beside the framework starting there. Messages: `{ warm: true }` starts the download and
 * build; `{ id, args }` answers a search as `{ id, response }` or `{ id, error }`; `{ full: true }` is posted when
 * the full text has joined the index. Bundled by lib/public-assets/bundle-behaviors.mjs.
 */
import { loadEngine, localSearchHere, onFullTier } from './local-search';

onFullTier(() => postMessage({ full: true }));

addEventListener('message', async (event: MessageEvent<{ warm?: boolean; id?: number; args?: Parameters<typeof localSearchHere>[0] }>) => {
  const { id, args } = event.data;
  if (!args) return void loadEngine().catch(() => {});
  try {
    postMessage({ id, response: await localSearchHere(args) });
  } catch (error) {
    const { name, message } = error as Error;
    postMessage({ id, error: { name, message } });
  }
});
