/**
 * After `next build`: rewrites every exported page for first-load speed (lib/export/post-export.ts):
 * content islands out of the inline RSC payload, framework scripts loaded after the first paint.
 * Usage: tsx scripts/post-export.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import { rewritePage } from '../lib/export/post-export';

const outDir = path.resolve(process.argv[2] ?? 'out');
const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (e.name === '_next' ? [] : walk(path.join(dir, e.name))) : [path.join(dir, e.name)]));

let pages = 0;
let before = 0;
let after = 0;
for (const file of walk(outDir).filter((f) => f.endsWith('.html'))) {
  const html = fs.readFileSync(file, 'utf8');
  const result = rewritePage(html);
  fs.writeFileSync(file, result.html);
  pages++;
  before += html.length;
  after += result.html.length;
}
console.log(`post-export: ${pages} pages, HTML ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB`);
