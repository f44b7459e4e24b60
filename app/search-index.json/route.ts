import { getSiteContentIndex } from '@/lib/content/content-index';
import { buildSearchIndex } from '@/lib/search/build-index';
import { getResolvedSidebars } from '@/lib/page-data/page-data';

export const dynamic = 'force-static';

/** The first tier of the embedded search index (titles, headings, keywords, leads), written to out/search-index.json. */
export function GET() {
  return Response.json(buildSearchIndex(getSiteContentIndex().docs, getResolvedSidebars()).first);
}
