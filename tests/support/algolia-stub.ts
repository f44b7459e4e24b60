import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildEngine, searchEngine, type SearchRequest } from '../../lib/search/local-client';
import type { FirstTier, FullTier } from '../../lib/search/index-format';

export type StubMode = 'ok' | 'forbidden' | 'hang';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * A local HTTP endpoint that speaks the Algolia REST routes the site uses: search queries (answered from
 * the built index), and the batch / operation / task routes of an atomic index replacement.
 */
export async function startAlgoliaStub(indexFile = 'out/search-index.json', fullFile = 'out/search-index-full.json') {
  // Algolia holds the full text: the stub answers from both tiers.
  const read = <T,>(file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const engine = fs.existsSync(indexFile) && fs.existsSync(fullFile) ? buildEngine(read<FirstTier>(indexFile), read<FullTier>(fullFile)) : null;
  const requests: RecordedRequest[] = [];
  const indices = new Map<string, unknown[]>();
  let mode: StubMode = 'ok';
  let taskId = 1;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const body = raw ? JSON.parse(raw) : null;
      requests.push({ method: req.method!, path: url.pathname, query: url.searchParams, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
        res.end(JSON.stringify(payload));
      };
      if (req.method === 'OPTIONS') return send(200, {});
      if (mode === 'hang') return; // never answers
      if (mode === 'forbidden') return send(403, { message: 'Invalid Application-ID or API key', status: 403 });
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && url.pathname === '/1/indexes/*/queries') {
        const { requests: searches } = body as { requests: SearchRequest[] };
        return send(200, { results: searches.map((r) => (engine ? searchEngine(engine, r) : { hits: [], nbHits: 0 })) });
      }
      if (req.method === 'POST' && (m = /^\/1\/indexes\/([^/]+)\/batch$/.exec(url.pathname))) {
        const name = decodeURIComponent(m[1]);
        const ops = (body as { requests: { action: string; body: unknown }[] }).requests;
        indices.set(name, [...(indices.get(name) ?? []), ...ops.filter((o) => o.action === 'addObject' || o.action === 'updateObject').map((o) => o.body)]);
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
      if (req.method === 'GET' && /^\/1\/indexes\/[^/]+\/task\/\d+$/.test(url.pathname)) return send(200, { status: 'published', pendingTask: false });
      send(404, { message: `stub: no route for ${req.method} ${url.pathname}`, status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    indices,
    setMode: (next: StubMode) => (mode = next),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
