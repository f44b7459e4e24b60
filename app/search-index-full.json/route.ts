import { getSiteContentIndex } from '@/lib/content/content-index';
import { buildSearchIndex } from '@/lib/search/build-index';
import { getResolvedSidebars } from '@/lib/page-data/page-data';

export const dynamic = 'force-static';

/** The full text of the embedded search index, written to out/search-index-full.json; fetched after the first results. */
export function GET() {
  return Response.json(buildSearchIndex(getSiteContentIndex().docs, getResolvedSidebars()).full);
}
