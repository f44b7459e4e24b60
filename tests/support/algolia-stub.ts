import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildEngine, searchEngine, type SearchRequest } from '../../lib/search/local-search';
import type { FirstTier, FullTier } from '../../lib/search/index-format';
import { site } from '../../lib/site/config';

/** 'hang' sends nothing back (a connect timeout); 'partial' sends the headers and a first byte, never the rest (a read timeout). */
export type StubMode = 'ok' | 'forbidden' | 'hang' | 'partial';
/** At Algolia's host names (routeAlgoliaHosts), a host can also refuse the connection. */
export type HostMode = StubMode | 'refused';

/**
 * Algolia's hosts for an application id, as its client derives them when a build sets no host list (lower-cased,
 * as the browser sends them): `{appId}-dsn.algolia.net` for reads, `{appId}.algolia.net` for writes, and three
 * fallbacks for both.
 */
export function algoliaHosts(appId: string) {
  const id = appId.toLowerCase();
  return { dsn: `${id}-dsn.algolia.net`, write: `${id}.algolia.net`, fallbacks: [1, 2, 3].map((i) => `${id}-${i}.algolianet.com`) };
}

/** A self-signed certificate for 127.0.0.1, made once per process with openssl. */
let certificate: { key: Buffer; cert: Buffer } | undefined;
function selfSignedCertificate() {
  if (!certificate) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'algolia-stub-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'],
      { stdio: 'ignore' },
    );
    certificate = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return certificate;
}

/** The query parameter that carries the Algolia host name a routed request was sent to. */
const HOST_PARAM = 'stub-host';

/** A hit on another site, answered (after the indexed hits) to queries that are part of its title. */
export const EXTERNAL_HIT = {
  objectID: 'external-1',
  url: 'https://dagster.io/blog/qwzx-orchestration-news',
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0: 'Blog', lvl1: 'Qwzx orchestration news', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
};

/** Algolia holds absolute URLs (the crawler's): the site URL plus the page path. */
function answer(engine: ReturnType<typeof buildEngine> | null, request: SearchRequest) {
  const result = engine ? searchEngine(engine, request) : { hits: [], nbHits: 0 };
  const hits: unknown[] = result.hits.map((hit) => ({ ...hit, url: `${site.url}${hit.url}` }));
  const query = (request.query ?? '').trim().toLowerCase();
  if (query && EXTERNAL_HIT.hierarchy.lvl1.toLowerCase().includes(query)) hits.push(EXTERNAL_HIT);
  return { ...result, hits, nbHits: result.nbHits + hits.length - result.hits.length };
}

export interface RecordedRequest {
  /** The Algolia host the page sent it to, when it came through routeAlgoliaHosts. */
  host?: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
  /** When the request arrived and when its connection closed (ms since the epoch). */
  receivedAt: number;
  closedAt?: number;
}

/**
 * A local HTTP endpoint that speaks the Algolia REST routes the site uses: search queries (answered from
 * the built index), and the batch / operation / task routes of an atomic index replacement. With `tls`, it
 * serves HTTPS instead, and routeAlgoliaHosts makes the browser reach it at Algolia's own host names.
 */
export async function startAlgoliaStub(indexFile = 'out/search-index.json', fullFile = 'out/search-index-full.json', { tls = false } = {}) {
  // Algolia holds the full text: the stub answers from both tiers.
  const read = <T>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const engine =
    fs.existsSync(indexFile) && fs.existsSync(fullFile) ? buildEngine(read<FirstTier>(indexFile), read<FullTier>(fullFile)) : null;
  const requests: RecordedRequest[] = [];
  const indices = new Map<string, unknown[]>();
  let mode: HostMode = 'ok';
  /** Modes of single Algolia hosts (routeAlgoliaHosts); the others follow `mode`. */
  const hostModes = new Map<string, HostMode>();
  let taskId = 1;

  const handler: http.RequestListener = (req, res) => {
    let raw = '';
    const receivedAt = Date.now();
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const host = url.searchParams.get(HOST_PARAM) ?? undefined;
      url.searchParams.delete(HOST_PARAM);
      const mode = (host && hostModes.get(host)) || globalMode();
      const body = raw ? JSON.parse(raw) : null;
      const record: RecordedRequest = {
        host,
        method: req.method!,
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        receivedAt,
      };
      requests.push(record);
      res.on('close', () => (record.closedAt = Date.now()));
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
        });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'OPTIONS') return send(200, {});
      if (mode === 'refused') return req.socket.destroy();
      if (mode === 'hang') return; // never answers
      if (mode === 'partial')
        return res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).write(' ');
      if (mode === 'forbidden') return send(403, { message: 'Invalid Application-ID or API key', status: 403 });
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && url.pathname === '/1/indexes/*/queries') {
        const { requests: searches } = body as { requests: SearchRequest[] };
        return send(200, { results: searches.map((r) => answer(engine, r)) });
      }
      if (req.method === 'POST' && (m = /^\/1\/indexes\/([^/]+)\/batch$/.exec(url.pathname))) {
        const name = decodeURIComponent(m[1]);
        const ops = (body as { requests: { action: string; body: unknown }[] }).requests;
        indices.set(name, [
          ...(indices.get(name) ?? []),
          ...ops.filter((o) => o.action === 'addObject' || o.action === 'updateObject').map((o) => o.body),
        ]);
        return send(200, { taskID: taskId++, objectIDs: ops.map((_, i) => String(i)) });
      }
      if (req.method === 'POST' && (m = /^\/1\/indexes\/([^/]+)\/operation$/.exec(url.pathname))) {
        const source = decodeURIComponent(m[1]);
        const { operation, destination, scope } = body as { operation: string; destination: string; scope?: string[] };
        if (operation === 'move') {
          indices.set(destination, indices.get(source) ?? []);
          indices.delete(source);
        } else if (operation === 'copy' && !scope) indices.set(destination, [...(indices.get(source) ?? [])]);
        // A copy limited to settings, rules and synonyms leaves the destination's records alone.
        return send(200, { taskID: taskId++, updatedAt: new Date().toISOString() });
      }
      if (req.method === 'GET' && /^\/1\/indexes\/[^/]+\/task\/\d+$/.test(url.pathname))
        return send(200, { status: 'published', pendingTask: false });
      send(404, { message: `stub: no route for ${req.method} ${url.pathname}`, status: 404 });
    });
  };
  const globalMode = () => mode;
  const server = tls ? https.createServer(selfSignedCertificate(), handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  /** Every request the page sent to an Algolia host through routeAlgoliaHosts (refused ones included). */
  const sentToHosts: { host: string; method: string; path: string; body: string | null; refused: boolean }[] = [];
  return {
    host,
    requests,
    indices,
    /** Sets every host's mode; a test starts with it, so it also forgets the host modes and sentToHosts of the last. */
    setMode: (next: HostMode) => {
      mode = next;
      hostModes.clear();
      sentToHosts.length = 0;
    },
    /** One Algolia host's mode (routeAlgoliaHosts), until the next setMode. */
    setHostMode: (name: string, next: HostMode) => hostModes.set(name.toLowerCase(), next),
    sentToHosts,
    /**
     * Answers at Algolia's own host names for `appId`, as a client built without a host list calls them: every
     * request the page sends to one of them goes on to this stub (which must have been started with `tls`; the
     * browser context must accept its self-signed certificate: `ignoreHTTPSErrors`), or is refused when that
     * host's mode is 'refused'. The page sees the real URL throughout.
     */
    async routeAlgoliaHosts(page: Page, appId: string) {
      if (!tls) throw new Error('routeAlgoliaHosts needs a stub started with { tls: true }');
      const { dsn, write, fallbacks } = algoliaHosts(appId);
      const names = new Set([dsn, write, ...fallbacks]);
      await page.route(
        (url) => url.protocol === 'https:' && names.has(url.hostname),
        (route) => {
          const url = new URL(route.request().url());
          const refused = (hostModes.get(url.hostname) ?? mode) === 'refused';
          sentToHosts.push({
            host: url.hostname,
            method: route.request().method(),
            path: url.pathname,
            body: route.request().postData(),
            refused,
          });
          if (refused) return route.abort('connectionrefused');
          url.searchParams.set(HOST_PARAM, url.hostname);
          return route.continue({ url: `https://${host}${url.pathname}${url.search}` });
        },
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
