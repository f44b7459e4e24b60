// Serves out/ with Debian's nginx the way a plain static host does (no redirects): the server block is
// the one the README's deploy section gives. Usage: node tests/support/nginx.mjs [dir] [port]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'out');
const port = Number(process.argv[3] ?? 3200);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
const temp = (/** @type {string} */ name) => path.join(work, name);

// Started as root, nginx hands requests to workers running as nobody, which cannot read a checkout in a
// private folder (mktemp -d makes it 0700): the workers run as the user who started the tests instead.
const { username, uid } = os.userInfo();
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
    listen 127.0.0.1:${port};
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
const nginx = spawn(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-c', temp('nginx.conf'), '-p', work], { stdio: 'inherit' });
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
nginx.on('exit', (code) => {
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
console.log(`nginx serving ${root} at http://127.0.0.1:${port}`);
