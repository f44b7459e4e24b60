import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Mermaid is loaded in the browser from its own prebuilt ES modules (dist/mermaid.esm.min.mjs and its
// chunks), copied to public/ by the build and the dev server, instead of being bundled: bundling its
// several megabytes cost every build about 12 s and the dev server's first page as much.
const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('mermaid/package.json'));
const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

const FOLDER = `vendor/mermaid-${version}`;

/** The URL of mermaid's entry module on the site (versioned, so a long cache never serves an old copy). */
export const MERMAID_MODULE_URL = `/${FOLDER}/mermaid.esm.min.js`;

/**
 * Copies the entry module and its chunks to public/vendor/mermaid-<version>/ (skipped when already there).
 * Files are renamed from `.mjs` to `.js`, and the relative imports between them with them: every static host
 * serves `.js` as JavaScript, which module scripts require, while some serve `.mjs` as a download.
 */
export function copyMermaid(publicDir = 'public') {
  const target = path.join(publicDir, FOLDER);
  if (fs.existsSync(path.join(target, 'mermaid.esm.min.js'))) return target;
  fs.rmSync(path.join(publicDir, 'vendor'), { recursive: true, force: true });
  const dist = path.join(packageDir, 'dist');
  const files = [
    'mermaid.esm.min.mjs',
    ...fs
      .readdirSync(path.join(dist, 'chunks', 'mermaid.esm.min'))
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => `chunks/mermaid.esm.min/${f}`),
  ];
  for (const file of files) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8').replace(/(["'])(\.{1,2}\/[^"'\s]+)\.mjs\1/g, '$1$2.js$1');
    const out = path.join(target, file.replace(/\.mjs$/, '.js'));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, code);
  }
  return target;
}
