import fs from 'node:fs';
import path from 'node:path';

/** Every file of a static export except Next's own assets under `_next/`. */
export function exportFiles(outDir: string): string[] {
  return fs.readdirSync(outDir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(outDir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : exportFiles(full);
    return [full];
  });
}

/** The route an exported HTML file serves: `out/guides/x.html` and `out/guides/x/index.html` -> `/guides/x`, `out/index.html` -> `/`. */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const rel = '/' + path.relative(outDir, file).split(path.sep).join('/');
  return rel === '/index.html' ? '/' : rel.replace(/(\/index)?\.html$/, '');
}
