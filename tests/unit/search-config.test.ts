import assert from 'node:assert/strict';
import { mock, test } from 'node:test';
import { LOCAL_INDEX_NAME, searchConfigFromEnv } from '../../lib/search/config';
import { createHostedClient, HOSTED_TIMEOUTS } from '../../lib/search/hosted';

// What a real build writes to /search-config.json (app/search-config.json/route.ts) from its environment.
const ALGOLIA = {
  NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP123',
  NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-key',
  NEXT_PUBLIC_ALGOLIA_INDEX: 'docs-beta',
};
const LOCAL = {
  hosted: false,
  appId: 'local',
  apiKey: 'local',
  indexName: LOCAL_INDEX_NAME,
  missingResultsUrl: '',
  externalUrlRegex: '',
  disableUserPersonalization: false,
};

test('searchConfigFromEnv: no Algolia variables give the embedded index', () => {
  assert.deepEqual(searchConfigFromEnv({}), LOCAL);
  assert.equal(LOCAL_INDEX_NAME, 'dagster-docs-beta');
});

test('searchConfigFromEnv: app id, search key and index name give hosted search, with no host list', () => {
  assert.deepEqual(searchConfigFromEnv({ ...ALGOLIA, UNRELATED: 'x' }), {
    ...LOCAL,
    hosted: true,
    appId: 'APP123',
    apiKey: 'search-key',
    indexName: 'docs-beta',
  });
});

test('searchConfigFromEnv: any of the three missing or empty keeps local search, and no credential leaks into it', () => {
  for (const name of Object.keys(ALGOLIA)) {
    for (const value of [undefined, '']) {
      const env: Record<string, string | undefined> = { ...ALGOLIA, [name]: value };
      assert.deepEqual(searchConfigFromEnv(env), LOCAL, `${name}=${JSON.stringify(value)}`);
    }
  }
});

test('searchConfigFromEnv: the optional settings', () => {
  const config = searchConfigFromEnv({
    ...ALGOLIA,
    NEXT_PUBLIC_SEARCH_MISSING_RESULTS_URL: 'https://github.com/dagster-io/dagster/issues/new?title=',
    NEXT_PUBLIC_SEARCH_EXTERNAL_URL_REGEX: '^https://dagster\\.io/',
    NEXT_PUBLIC_SEARCH_DISABLE_PERSONALIZATION: 'true',
  });
  assert.equal(config.missingResultsUrl, 'https://github.com/dagster-io/dagster/issues/new?title=');
  assert.equal(config.externalUrlRegex, '^https://dagster\\.io/');
  assert.equal(config.disableUserPersonalization, true);
  // Only the exact word 'true' turns personalization off.
  for (const value of ['TRUE', '1', 'yes', ''])
    assert.equal(
      searchConfigFromEnv({ ...ALGOLIA, NEXT_PUBLIC_SEARCH_DISABLE_PERSONALIZATION: value }).disableUserPersonalization,
      false,
      value,
    );
});

test('the build writes /search-config.json with searchConfigFromEnv from its environment', async () => {
  const { GET } = await import('../../app/search-config.json/route');
  const saved = { ...process.env };
  try {
    Object.assign(process.env, ALGOLIA);
    assert.deepEqual(await GET().json(), searchConfigFromEnv(ALGOLIA));
    for (const name of Object.keys(ALGOLIA)) delete process.env[name];
    assert.deepEqual((await GET().json()).hosted, false);
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
});

/** One request as the client handed it to its requester. */
type Sent = { url: string; method: string; connectTimeout: number; responseTimeout: number };

/** The host of a URL as the client wrote it (URL would lower-case it). */
const hostOf = (url: string) => /^https?:\/\/([^/]+)/.exec(url)![1];

/**
 * The production client for a configuration (its options and the page's host cache), with a requester that records
 * each request and answers as told. The host cache is shared, so each test uses its own app id.
 */
function recordingClient(config: { appId: string; apiKey: string }, answer: (host: string) => { status: number; content?: string }) {
  const sent: Sent[] = [];
  const requester = {
    send: async (request: Sent) => {
      sent.push(request);
      const { status, content = '{"results":[{"hits":[],"nbHits":0}]}' } = answer(hostOf(request.url));
      return { status, content, isTimedOut: false };
    },
  };
  const client = createHostedClient(config, { requester });
  return { client, sent, hostsTried: () => sent.map((s) => hostOf(s.url)) };
}
const query = (client: ReturnType<typeof createHostedClient>, q: string) =>
  client.search({ requests: [{ indexName: 'docs-beta', query: q }] });

test("the client asks Algolia's hosts for the app id, with connect 1 s, read 2 s and write 30 s", async () => {
  assert.deepEqual(HOSTED_TIMEOUTS, { connect: 1000, read: 2000, write: 30000 });
  const { appId, apiKey } = searchConfigFromEnv(ALGOLIA);
  const { client, sent } = recordingClient({ appId, apiKey }, () => ({ status: 200 }));
  await query(client, 'assets');
  assert.equal(sent[0].url.split('?')[0], 'https://APP123-dsn.algolia.net/1/indexes/*/queries');
  assert.equal(sent[0].method, 'POST');
  assert.deepEqual([sent[0].connectTimeout, sent[0].responseTimeout], [1000, 2000]);
  // A write (the site sends none; the lite client's customPost is one) waits 30 s for its answer.
  await (client as unknown as { customPost(args: { path: string }): Promise<unknown> }).customPost({ path: '1/test' });
  assert.equal(hostOf(sent[1].url), 'APP123.algolia.net');
  assert.deepEqual([sent[1].connectTimeout, sent[1].responseTimeout], [1000, 30000]);
});

test('a failed host rests 2 minutes, then is tried again', async (t) => {
  mock.timers.enable({ apis: ['Date'], now: 1_700_000_000_000 });
  t.after(() => mock.timers.reset());
  const { appId, apiKey } = searchConfigFromEnv({ ...ALGOLIA, NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP456' });
  let dsnUp = false;
  const { client, hostsTried } = recordingClient({ appId, apiKey }, (host) => ({
    status: host === 'APP456-dsn.algolia.net' && !dsnUp ? 0 : 200,
  }));
  const dsnTries = () => hostsTried().filter((h) => h === 'APP456-dsn.algolia.net').length;
  await query(client, 'one');
  assert.equal(dsnTries(), 1);
  // The next host answered: one of Algolia's three fallbacks, in random order.
  assert.match(hostsTried()[1], /^APP456-[123]\.algolianet\.com$/);
  await query(client, 'two');
  assert.equal(dsnTries(), 1, 'a failed host is skipped by the next query');
  mock.timers.tick(120_000);
  await query(client, 'three');
  assert.equal(dsnTries(), 1, 'still resting at exactly 2 minutes');
  dsnUp = true;
  mock.timers.tick(1);
  await query(client, 'four');
  assert.equal(dsnTries(), 2, 'tried again after 2 minutes');
  assert.equal(hostsTried().at(-1), 'APP456-dsn.algolia.net');
});
