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

/** A file of the export as a path in it: `out/guides/x.html` -> `/guides/x.html` (see lib/files/routes.ts). */
export function exportedPath(outDir: string, file: string): string {
  return '/' + path.relative(outDir, file).split(path.sep).join('/');
}
