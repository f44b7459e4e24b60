/**
 * `npm run dev`: the live contributor preview. Writes the MDX import map, starts `next dev`, and keeps
 * the import map in step with the content folder, so a new page is served without a restart (the
 * server's content caches notice edits on their own: lib/content/live.ts).
 * Usage: tsx scripts/dev.ts [next dev options, e.g. -p 3005]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { writeMdxImports } from '../lib/build/mdx-imports';
import { listPageFiles } from '../lib/content/loader';
import { CONTENT_DIR } from '../lib/content/paths';

writeMdxImports(listPageFiles());

let timer: NodeJS.Timeout | undefined;
const watcher = fs.watch(CONTENT_DIR, { recursive: true }, (_event, name) => {
  if (!name || !String(name).endsWith('.mdx')) return;
  clearTimeout(timer);
  timer = setTimeout(() => writeMdxImports(listPageFiles()), 100);
});

const next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
const stop = (signal: NodeJS.Signals) => {
  watcher.close();
  next.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
next.on('exit', (code) => {
  watcher.close();
  process.exit(code ?? 0);
});
