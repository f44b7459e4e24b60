import { getResolvedSidebars } from '@/lib/page-data/page-data';

export const dynamic = 'force-static';

/** The four resolved sidebars, fetched by collapsed categories when a reader opens one. */
export function GET() {
  return Response.json(getResolvedSidebars());
}
