/**
 * `npm run dev`: the live contributor preview. Pages are compiled on request (lib/page-modules/compile-live.ts)
 * and the server's content caches notice edits (lib/files/live.ts), so new pages, front-matter and
 * sidebar edits show on reload without a restart. The bundled import map is left empty, so the server
 * does not compile every page before serving the first.
 * Usage: tsx scripts/dev.ts [next dev options, e.g. -p 3005]
 */
import { spawn } from 'node:child_process';
import { writeMdxImports } from '../lib/page-modules/write-import-map';
import { bundleBehaviors, watchBehaviors } from '../lib/public-assets/bundle-behaviors.mjs';
import { copyMermaid } from '../lib/public-assets/vendor-mermaid.mjs';

writeMdxImports([]);
copyMermaid();
bundleBehaviors();
// The page's script is rebuilt when its sources change (a reload picks it up).
void watchBehaviors();
const next = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'dev', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));
next.on('exit', (code) => process.exit(code ?? 0));
