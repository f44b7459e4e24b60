/**
 * Pushes the site's search records to an Algolia index, replacing it atomically (records go to a
 * temporary index that is then moved over the live one). Needs ALGOLIA_ADMIN_KEY, plus the app id and
 * index name (ALGOLIA_APP_ID / ALGOLIA_INDEX or their NEXT_PUBLIC_ forms). ALGOLIA_HOSTS overrides the
 * hosts (host:port, comma separated; plain HTTP for 127.x / localhost).
 */
import { algoliasearch } from 'algoliasearch';
import { getSiteContentIndex } from '../lib/content/content-index';
import { buildSearchIndex } from '../lib/search/build-index';
import { expandIndex } from '../lib/search/index-format';
import { getResolvedSidebars } from '../lib/page-data/page-data';

const env = process.env;
const appId = env.ALGOLIA_APP_ID ?? env.NEXT_PUBLIC_ALGOLIA_APP_ID;
const indexName = env.ALGOLIA_INDEX ?? env.NEXT_PUBLIC_ALGOLIA_INDEX;
const adminKey = env.ALGOLIA_ADMIN_KEY;
if (!appId || !indexName || !adminKey) {
  console.error('search:upload needs ALGOLIA_ADMIN_KEY, ALGOLIA_APP_ID and ALGOLIA_INDEX (or the NEXT_PUBLIC_ forms).');
  process.exit(1);
}

const hosts = (env.ALGOLIA_HOSTS ?? '').split(',').filter(Boolean);
const client = algoliasearch(appId, adminKey, {
  hosts: hosts.length
    ? hosts.map((url) => ({
        url,
        accept: 'readWrite' as const,
        protocol: /^(127\.|localhost)/.test(url) ? ('http' as const) : ('https' as const),
      }))
    : undefined,
});

async function main() {
  // Every record with its full text (the browser's first tier only holds leads).
  const records = expandIndex(buildSearchIndex(getSiteContentIndex().docs, getResolvedSidebars()));
  const objects = records.map((r) => ({ ...r, language: 'en', docusaurus_tag: 'docs-default-current' }));
  const result = await client.replaceAllObjects({ indexName: indexName!, objects, batchSize: 1000 });
  console.log(`search:upload: ${objects.length} records to ${indexName} (${result.batchResponses.length} batches, moved atomically)`);
}

main().catch((error) => {
  console.error(`search:upload failed: ${error.message}`);
  process.exit(1);
});
