import { searchConfigFromEnv } from '@/lib/search/config';

export const dynamic = 'force-static';

/** Search settings from the build environment, read by the modal and the /search page. */
export function GET() {
  return Response.json(searchConfigFromEnv(process.env));
}
