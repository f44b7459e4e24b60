import MiniSearch, { type SearchResult } from 'minisearch';
import { expandIndex, type CompactIndex, type Hierarchy, type SearchRecord } from './index-format';
import { highlightText, snippetText, type HighlightTags } from './highlight';

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

export const INDEX_URL = '/search-index.json';

interface Engine {
  mini: MiniSearch<SearchRecord>;
  records: SearchRecord[];
}

/** The message algoliasearch gives when no host answers; the modal shows its network error for it. */
export function unreachableError(cause?: unknown): Error {
  const error = new Error('Unreachable hosts - the search index could not be downloaded', { cause });
  error.name = 'RetryError';
  return error;
}

const ownText = (r: SearchRecord): string => {
  if (r.type === 'content') return '';
  return r.hierarchy[r.type as keyof Hierarchy] ?? '';
};
const contextText = (r: SearchRecord): string =>
  (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map((l) => r.hierarchy[l]).filter((t) => t && t !== ownText(r)).join(' ');

/** Builds the in-browser engine from the compact index. */
export function buildEngine(index: CompactIndex): Engine {
  const records = expandIndex(index);
  const mini = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: ['title', 'content', 'context'],
    storeFields: [],
    extractField: (record, field) => {
      if (field === 'title') return ownText(record);
      if (field === 'context') return contextText(record);
      if (field === 'objectID') return record.objectID;
      return (record as unknown as Record<string, string>)[field] ?? '';
    },
  });
  mini.addAll(records);
  return { mini, records };
}

let engine: Promise<Engine> | null = null;

/** Downloads the index and builds the engine once; a failed download is retried on the next query. */
export function loadEngine(): Promise<Engine> {
  engine ??= fetch(INDEX_URL)
    .then(async (response) => {
      if (!response.ok) throw unreachableError(new Error(`HTTP ${response.status}`));
      return buildEngine((await response.json()) as CompactIndex);
    })
    .catch((error) => {
      engine = null;
      throw error.name === 'RetryError' ? error : unreachableError(error);
    });
  return engine;
}

/** Ranks page titles above headings and content, and concept pages above the API pages that share their names. */
function boost(record: SearchRecord): number {
  let factor = 1;
  if (record.type === 'lvl1') factor *= 1.6;
  if (record.url.startsWith('/concepts/')) factor *= 1.3;
  else if (record.url.startsWith('/api/')) factor *= 0.6;
  return factor;
}

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** A record whose own heading is exactly the query goes first: searching a page's title finds that page. */
function exactTitleBonus(record: SearchRecord, query: string): number {
  const own = record.type === 'content' ? null : record.hierarchy[record.type as keyof Hierarchy];
  return own && normalize(own) === query ? (record.type === 'lvl1' ? 10 : 4) : 1;
}

/** Answers one DocSearch request from the engine, with highlight and snippet results like Algolia's. */
export function searchEngine({ mini, records }: Engine, request: SearchRequest) {
  const started = performance.now();
  const query = (request.query ?? '').trim().slice(0, 512);
  const hitsPerPage = request.hitsPerPage ?? 20;
  const tags: HighlightTags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
  const ellipsis = request.snippetEllipsisText ?? '…';
  const snippetWords = new Map<string, number>();
  for (const spec of request.attributesToSnippet ?? []) {
    const [attr, n] = spec.split(':');
    snippetWords.set(attr, Number(n) || 10);
  }
  const normalizedQuery = normalize(query);
  const found: SearchResult[] = query
    ? mini.search(query, {
        prefix: (term) => term.length >= 2,
        fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
        combineWith: 'AND',
        boost: { title: 4, content: 1, context: 0.6 },
        boostDocument: (id) => boost(records[Number(id)]) * exactTitleBonus(records[Number(id)], normalizedQuery),
      })
    : [];
  const queryWords = MiniSearch.getDefault('tokenize')(query.toLowerCase()).filter(Boolean);
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
    query,
    params: '',
    index: request.indexName,
    queryID: `local-${Date.now().toString(36)}`,
  };
}

/** A stand-in for algoliasearch's `search({ requests })`, answered in the browser from the embedded index. */
export async function localSearch({ requests }: { requests: SearchRequest[] }) {
  const loaded = await loadEngine();
  return { results: requests.map((request) => searchEngine(loaded, request)) };
}
