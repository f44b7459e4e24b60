import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Navbar } from '@/components/layout/navbar';
import { SearchResultsPage } from '@/components/search/search-results-page';
import { documentTitle } from '@/lib/site/config';
import { NEEDS_APP_ATTRIBUTE } from '@/lib/next-export/markers';

export const metadata: Metadata = {
  title: { absolute: documentTitle('Search the documentation') },
  description: 'Search every page of the Dagster documentation: concepts, guides, integrations, Dagster+ and the API reference.',
  keywords: ['search', 'dagster', 'documentation'],
};

export default function SearchPage() {
  return (
    <>
      <Navbar activeSidebar={null} />
      <main className="search-page" id="main">
        <h1>Search the documentation</h1>
        <Suspense
          fallback={
            <p className="search-page-status" {...{ [NEEDS_APP_ATTRIBUTE]: '' }}>
              Loading search…
            </p>
          }
        >
          <SearchResultsPage />
        </Suspense>
      </main>
    </>
  );
}
