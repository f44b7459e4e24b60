// Serves the static export the way a CDN would: /x -> x.html or x/index.html, *.html and /index.html
// redirect (301) to the bare path, a trailing slash redirects to the bare path, unknown paths get
// 404.html with status 404. Text types are gzipped when the client accepts it, as hosts do (page-speed
// figures depend on it: Lighthouse simulates the transfer of the bytes it receives). Usage: node scripts/serve-out.mjs [dir] [port] (port 0: any free port)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'out');
const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const isFile = (/** @type {string} */ p) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} file */
function send(req, res, file, status = 200) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const headers = {
    'content-type': type,
    'cache-control': file.includes('/_next/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, gzip ? { ...headers, 'content-encoding': 'gzip' } : headers);
  const stream = fs.createReadStream(file);
  stream.on('error', () => res.end());
  (gzip ? stream.pipe(zlib.createGzip()) : stream).pipe(res);
}

/** @param {string} pathname */
function resolve(pathname) {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(root, safe);
  if (!base.startsWith(root)) return null;
  if (isFile(base)) return base;
  if (isFile(`${base}.html`)) return `${base}.html`;
  if (isFile(path.join(base, 'index.html'))) return path.join(base, 'index.html');
  return null;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const { pathname } = url;
  const bare = pathname
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '')
    .replace(/(.)\/+$/, '$1');
  const redirectTo = bare !== pathname ? bare : null;
  if (redirectTo !== null) {
    res.writeHead(301, { location: (redirectTo || '/') + url.search });
    res.end();
    return;
  }
  const file = resolve(pathname === '/' ? '/index.html' : pathname);
  if (file) return send(req, res, file);
  const notFound = path.join(root, '404.html');
  if (isFile(notFound)) return send(req, res, notFound, 404);
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end('Not found');
});

// Port 0 picks a free port; the line names the port actually bound (the browser tests read it).
server.listen(port, host, () => {
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${bound}`);
});
