// Serves out/ with Debian's nginx the way a plain static host does (no redirects): the server block is
// the one the README's deploy section gives. Usage: node tests/support/nginx.mjs [dir] [port] (port 0: any free port)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'out');
const port = Number(process.argv[3] ?? 0);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
const temp = (/** @type {string} */ name) => path.join(work, name);

// Started as root, nginx hands requests to workers running as nobody, which cannot read a checkout in a
// private folder (mktemp -d makes it 0700): the workers run as the user who started the tests instead.
const { username, uid } = os.userInfo();

// This process binds the port (0: a free one) and hands the listening socket to nginx as fd 3, through the NGINX
// variable nginx reads its inherited sockets from: the port is never released between choosing and serving it.
const listener = net.createServer();
await new Promise((resolve) => listener.listen(port, '127.0.0.1', () => resolve(undefined)));
const { port: bound } = /** @type {net.AddressInfo} */ (listener.address());
const socketFd = /** @type {{ _handle: { fd: number } }} */ (/** @type {unknown} */ (listener))._handle.fd;
const config = `
${uid === 0 ? `user ${username};` : ''}
worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  gzip on;
  gzip_types text/css application/javascript text/plain application/json text/markdown image/svg+xml;
  server {
    listen 127.0.0.1:${bound};
    root ${root};
    location / {
      try_files $uri $uri.html $uri/index.html =404;
    }
    location ~ \\.md$ {
      default_type "text/markdown; charset=utf-8";
    }
    location /_next/static/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
    error_page 404 /404.html;
  }
}
`;
fs.writeFileSync(temp('nginx.conf'), config);
const nginx = spawn(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-c', temp('nginx.conf'), '-p', work], {
  stdio: ['inherit', 'inherit', 'inherit', socketFd],
  env: { ...process.env, NGINX: '3;' },
});
// nginx holds its own copy of the socket; this process must not accept on it.
listener.close();
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => {
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
console.log(`nginx serving ${root} at http://127.0.0.1:${bound}`);
