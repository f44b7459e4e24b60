import { addFullTier, buildEngine, rank, type Engine } from './engine';
import { FIRST_TIER_URL, FULL_TIER_URL, type FirstTier, type FullTier } from './index-format';
import { highlightText, snippetText, type HighlightTags } from './highlight';
import { tokenize } from './text';
import { searchWorker } from './worker-handle';

export { buildEngine, addFullTier, type Engine } from './engine';

/** The shape of one request DocSearch (algoliasearch v5 lite) sends. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [param: string]: unknown;
}

/** The message algoliasearch gives when no host answers; the modal shows its network error for it. */
export function unreachableError(cause?: unknown): Error {
  const error = new Error('Unreachable hosts - the search index could not be downloaded', { cause });
  error.name = 'RetryError';
  return error;
}

let engine: Promise<Engine> | null = null;
let fullTier: Promise<void> | null = null;
const fullTierListeners = new Set<() => void>();

/** Downloads the first tier and builds the engine once; a failed download is retried on the next query. */
export function loadEngine(): Promise<Engine> {
  engine ??= fetch(FIRST_TIER_URL)
    .then(async (response) => {
      if (!response.ok) throw unreachableError(new Error(`HTTP ${response.status}`));
      return warmedUp(buildEngine((await response.json()) as FirstTier));
    })
    .catch((error) => {
      engine = null;
      throw error.name === 'RetryError' ? error : unreachableError(error);
    });
  return engine;
}

/**
 * Runs one query through the new engine before the reader's first: a query for "dagster", which nearly every record
 * holds, takes every ranking and highlighting path often enough for the JavaScript engine to compile them, so the
 * first real answer comes at the speed of the later ones (about half the time on a throttled phone).
 */
function warmedUp(engine: Engine): Engine {
  searchEngine(engine, { indexName: '', query: 'dagster', attributesToSnippet: ['content:10'] });
  return engine;
}

/**
 * Fetches the full text once the first results are out and adds it to the engine; the next keystroke
 * searches it. A failed download only means searching the first tier until the next attempt.
 */
export function loadFullTier(loaded: Engine): Promise<void> {
  fullTier ??= fetch(FULL_TIER_URL)
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      addFullTier(loaded, (await response.json()) as FullTier);
      fullTierListeners.forEach((listener) => listener());
    })
    .catch((error) => {
      fullTier = null;
      console.warn('search: full text not loaded,', (error as Error).message);
    });
  return fullTier;
}

/** Calls `listener` when the full text has joined the index (the /search page then searches again). */
export function onFullTier(listener: () => void): () => void {
  const worker = searchWorker();
  if (worker) return worker.onFull(listener);
  fullTierListeners.add(listener);
  return () => fullTierListeners.delete(listener);
}

/** Answers one DocSearch request from the engine, with highlight and snippet results like Algolia's. */
export function searchEngine(engine: Engine, request: SearchRequest) {
  const { records } = engine;
  const started = performance.now();
  const query = (request.query ?? '').slice(0, 512);
  const hitsPerPage = request.hitsPerPage ?? 20;
  const tags: HighlightTags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
  const ellipsis = request.snippetEllipsisText ?? '…';
  const snippetWords = new Map<string, number>();
  for (const spec of request.attributesToSnippet ?? []) {
    const [attr, n] = spec.split(':');
    snippetWords.set(attr, Number(n) || 10);
  }
  const found = query ? rank(engine, query) : [];
  const queryWords = tokenize(query);
  const hits = found.slice(0, hitsPerPage).map((result) => {
    const record = records[Number(result.id)];
    const terms = result.terms;
    const highlightHierarchy: Record<string, ReturnType<typeof highlightText>> = {};
    const snippetHierarchy: Record<string, { value: string; matchLevel: string }> = {};
    for (const [level, text] of Object.entries(record.hierarchy)) {
      if (text === null) continue;
      highlightHierarchy[level] = highlightText(text, terms, queryWords, tags);
      const words = snippetWords.get(`hierarchy.${level}`);
      const cut = words ? snippetText(text, terms, words, ellipsis) : text;
      const h = highlightText(cut, terms, queryWords, tags);
      snippetHierarchy[level] = { value: h.value, matchLevel: h.matchLevel };
    }
    const content = record.content ?? '';
    const contentHighlight = highlightText(content, terms, queryWords, tags);
    const contentSnippet = highlightText(snippetText(content, terms, snippetWords.get('content') ?? 10, ellipsis), terms, queryWords, tags);
    return {
      ...record,
      _highlightResult: { hierarchy: highlightHierarchy, content: contentHighlight },
      _snippetResult: { hierarchy: snippetHierarchy, content: { value: contentSnippet.value, matchLevel: contentSnippet.matchLevel } },
    };
  });
  return {
    hits,
    nbHits: found.length,
    page: 0,
    nbPages: Math.ceil(found.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    exhaustiveNbHits: true,
    query: query.trim(),
    params: '',
    index: request.indexName,
    queryID: `local-${Date.now().toString(36)}`,
  };
}

/**
 * A stand-in for algoliasearch's `search({ requests })`, answered in the browser from the embedded index: by the
 * page's search worker (worker-handle.ts), or in this thread where there is none or it could not start.
 */
export async function localSearch(args: { requests: SearchRequest[] }) {
  const worker = searchWorker();
  if (worker && !worker.broken) {
    try {
      return await worker.search(args);
    } catch (error) {
      if (!worker.broken) throw error;
    }
  }
  return localSearchHere(args);
}

/** localSearch, in this thread. */
export async function localSearchHere({ requests }: { requests: SearchRequest[] }) {
  const loaded = await loadEngine();
  const results = requests.map((request) => searchEngine(loaded, request));
  // The first results are out: now fetch the full text (without holding up this answer).
  setTimeout(() => void loadFullTier(loaded), 0);
  return { results };
}
