'use client';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { pageSearch } from '@/lib/search/page-search';
import { onFullTier } from '@/lib/search/local-search';
import { loadSearchConfig, MAX_QUERY, SEARCH_UI, toSiteUrl } from '@/lib/search/config';
import { safeHighlight, safeUrl } from '@/lib/search/safe-html';
import type { SearchRecord } from '@/lib/search/index-format';

type Hit = SearchRecord & {
  _snippetResult?: { content?: { value: string } };
  _highlightResult?: { hierarchy?: Record<string, { value: string }> };
};
type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; hits: Hit[]; nbHits: number };

let search: ReturnType<typeof pageSearch> | undefined;
/** The page's search function, once the search configuration is known. */
async function getSearch() {
  const config = await loadSearchConfig();
  search ??= pageSearch();
  return { search, config };
}

/** The /search page: a query box bound to ?q= and every hit grouped by page. */
export function SearchResultsPage() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [state, setState] = useState<State>({ status: 'idle' });
  // The local index answers first from its first tier; when the full text lands, search again so the
  // count and the snippets cover every page (the ranking is the modal's: same engine, same order).
  const [tier, setTier] = useState(0);
  useEffect(() => onFullTier(() => setTier((t) => t + 1)), []);
  // Searches in flight: a newer query drops older answers, but the full tier arriving does not drop the first
  // tier's answer (on a slow device that would leave the page empty until the full text is searched).
  const runs = useRef({ query: '', started: 0, shown: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL follows the box, not the other way round; `tier` re-runs the search when the full text lands
  useEffect(() => {
    const q = query.trim();
    const url = q ? `${pathname}?q=${encodeURIComponent(q)}` : pathname;
    if ((params.get('q') ?? '') !== q) router.replace(url, { scroll: false });
    if (!q) {
      runs.current.query = '';
      setState({ status: 'idle' });
      return;
    }
    runs.current.query = q;
    setState((s) => (s.status === 'done' ? s : { status: 'loading' }));
    const show = (run: number, next: State) => {
      if (runs.current.query !== q || run < runs.current.shown) return;
      runs.current.shown = run;
      setState(next);
    };
    const timer = setTimeout(async () => {
      const run = ++runs.current.started;
      try {
        const { search, config } = await getSearch();
        const { results } = await search({
          requests: [
            {
              indexName: config.indexName,
              query: q,
              hitsPerPage: 100,
              attributesToSnippet: ['content:30'],
              snippetEllipsisText: '…',
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
              ...(config.hosted ? { facetFilters: SEARCH_UI.facetFilters } : {}),
            },
          ],
        });
        const result = results[0] as { hits: Hit[]; nbHits: number };
        show(run, { status: 'done', hits: result.hits.map((h) => ({ ...h, url: safeUrl(toSiteUrl(h.url)) })), nbHits: result.nbHits });
      } catch (error) {
        const message =
          (error as Error).name === 'RetryError'
            ? 'Unable to fetch results. You might want to check your network connection.'
            : (error as Error).message;
        show(run, { status: 'error', message });
      }
    }, 120);
    return () => clearTimeout(timer);
  }, [query, tier]);

  const groups = useMemo(() => {
    if (state.status !== 'done') return [];
    const byPage = new Map<string, Hit[]>();
    for (const hit of state.hits) {
      const page = hit.url.split('#')[0];
      byPage.set(page, [...(byPage.get(page) ?? []), hit]);
    }
    return [...byPage.entries()];
  }, [state]);

  return (
    <div className="search-page-body">
      {/* biome-ignore lint/a11y/useSemanticElements: a form with role=search is the landmark every browser and screen reader knows; <search> is recent */}
      <form className="search-page-form" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          className="search-page-input"
          aria-label="Search"
          placeholder="Type your search here"
          maxLength={MAX_QUERY}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the search page exists to take a query; the box is its only control
          autoFocus
        />
      </form>
      {state.status === 'loading' && (
        <p className="search-page-status" role="status">
          Searching…
        </p>
      )}
      {state.status === 'error' && (
        <p className="search-page-status search-page-error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'done' && (
        <p className="search-page-status" role="status">
          {state.nbHits === 0
            ? `No results for "${query.trim()}"`
            : `${state.nbHits} ${state.nbHits === 1 ? 'result' : 'results'} for "${query.trim()}" on ${groups.length} ${groups.length === 1 ? 'page' : 'pages'}`}
        </p>
      )}
      <ol className="search-page-results">
        {groups.map(([page, hits]) => (
          <li key={page} className="search-page-group">
            <h2 className="search-page-group-title">
              <ResultLink href={page}>{hits[0].hierarchy.lvl1}</ResultLink>
              <span className="search-page-category">{hits[0].hierarchy.lvl0}</span>
            </h2>
            <ul>
              {hits.map((hit) => (
                <li key={hit.objectID} className="search-page-hit">
                  <ResultLink href={hit.url}>
                    <span className="search-page-trail">
                      {[hit.hierarchy.lvl2, hit.hierarchy.lvl3, hit.hierarchy.lvl4].filter(Boolean).join(' › ') || hit.hierarchy.lvl1}
                    </span>
                  </ResultLink>
                  {hit._snippetResult?.content?.value && (
                    <p
                      className="search-page-snippet"
                      dangerouslySetInnerHTML={{ __html: safeHighlight(hit._snippetResult.content.value) }}
                    />
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Internal results navigate client-side through <LinkNavigation />; external ones load in full. */
function ResultLink({ href, children }: { href: string; children: React.ReactNode }) {
  return <a href={href}>{children}</a>;
}
