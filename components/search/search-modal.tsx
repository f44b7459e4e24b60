'use client';
// The variables come with the page script's copy of this sheet (search-button.behavior.ts), beneath the site's own.
import '@docsearch/css/dist/modal.css';
import { DocSearchModal } from '@docsearch/react';
import { useRouter } from 'next/navigation';
import { createPortal } from 'react-dom';
import { useEffect, useLayoutEffect, useState } from 'react';
import { startProgress } from '../layout/progress-bar';
import { transformSearchClient } from '@/lib/search/client';
import { markFragment } from '@/lib/site/fragment';
import { isExternal, SEARCH_UI, searchConfig, toSiteUrl } from '@/lib/search/config';
import { SearchErrorScreen } from './search-error-screen';

type Item = { url: string };

const transformItems = <T extends Item>(items: T[]): T[] => items.map((item) => ({ ...item, url: toSiteUrl(item.url) }));

/** Hits are plain anchors: internal ones navigate client-side through <LinkNavigation />, external ones load in full. */
function Hit({ hit, children }: { hit: Item; children: React.ReactNode }) {
  return <a href={hit.url}>{children}</a>;
}

function ResultsFooter({ state, onClose }: { state: { context: { nbHits?: number }; query: string }; onClose: () => void }) {
  const count = Number(state.context.nbHits ?? 0);
  return (
    <a className="search-results-footer" href={`/search?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
      {count === 1 ? 'See 1 result' : `See all ${count} results`}
    </a>
  );
}

/** DocSearch's modal over the embedded index (or Algolia when configured). Loaded on demand. */
export default function SearchModal({ onClose, onOpen, initialQuery }: { onClose: () => void; onOpen: () => void; initialQuery?: string }) {
  const router = useRouter();
  const [scrollY] = useState(() => window.scrollY);
  const config = searchConfig();
  // DocSearch's DOM is in place: the first frame the page's script opened can go (components/search/search-host.tsx).
  useLayoutEffect(onOpen, [onOpen]);
  useEffect(() => {
    document.body.classList.add('DocSearch--active');
    // The embedded index is not Algolia: hide the 'Search by Algolia' mark in that mode.
    document.body.classList.toggle('DocSearch--local', !config.hosted);
    return () => document.body.classList.remove('DocSearch--active', 'DocSearch--local');
  }, [config.hosted]);
  return createPortal(
    <>
      <DocSearchModal
        appId={config.appId}
        apiKey={config.apiKey}
        indexName={config.indexName}
        placeholder={SEARCH_UI.placeholder}
        maxResultsPerGroup={SEARCH_UI.maxResultsPerGroup}
        // Every hosted query carries the language facet filter and the docs-version tag filters.
        searchParameters={config.hosted ? { facetFilters: SEARCH_UI.facetFilters } : undefined}
        initialScrollY={scrollY}
        initialQuery={initialQuery}
        disableUserPersonalization={Boolean(config.disableUserPersonalization)}
        onClose={onClose}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        hitComponent={Hit}
        navigator={{
          navigate({ itemUrl }) {
            if (isExternal(itemUrl)) window.location.assign(itemUrl);
            else {
              startProgress();
              markFragment(itemUrl);
              router.push(itemUrl);
            }
          },
          // Shift+Enter opens a new window (Ctrl/Cmd+Enter keeps the library's new tab). Without
          // 'popup', window.open gives a tab in either case.
          navigateNewWindow({ itemUrl }) {
            window.open(itemUrl, '_blank', 'noopener,popup');
          },
        }}
        resultsFooterComponent={({ state }) => <ResultsFooter state={state as never} onClose={onClose} />}
        getMissingResultsUrl={
          config.missingResultsUrl ? ({ query }) => `${config.missingResultsUrl}${encodeURIComponent(query)}` : undefined
        }
      />
      <SearchErrorScreen />
    </>,
    document.body,
  );
}
