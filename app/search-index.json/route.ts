import { getSiteManifest } from '@/lib/content/loader';
import { buildCompactIndex } from '@/lib/search/build-index';
import { getResolvedSidebars } from '@/lib/site/page-data';

export const dynamic = 'force-static';

/** The embedded search index, written to out/search-index.json at build time. */
export function GET() {
  return Response.json(buildCompactIndex(getSiteManifest().docs, getResolvedSidebars()));
}
