import fs from 'node:fs';
import path from 'node:path';
import { exportFiles } from '../files/export-files';

/**
 * Payload files `next build` exports that nothing fetches on this site, removed after the build.
 *
 * - `__next._full.txt`: a byte-for-byte copy of the page's `<route>.txt`. Next 16.4.5's client never
 *   requests it under `output: 'export'` (no `_full` in next/dist/client; the server writes it in
 *   collect-segment-data.js for its own use). Checked in Chromium: hover and viewport prefetch fetch
 *   `<route>/__next._tree.txt`, `__next._index.txt` and `__next.$c$slug.__PAGE__.txt` (the home page's
 *   `__next.__PAGE__.txt`); a navigation without a finished prefetch fetches `<route>.txt`. Those stay.
 */
export const UNREQUESTED_PAYLOADS = new Set(['__next._full.txt']);

/** Deletes the unrequested payload files under outDir; returns how many files and bytes went. */
export function pruneUnrequestedPayloads(outDir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const file of exportFiles(outDir)) {
    if (!UNREQUESTED_PAYLOADS.has(path.basename(file))) continue;
    bytes += fs.statSync(file).size;
    fs.rmSync(file);
    files++;
  }
  console.log(`payloads: removed ${files} unrequested files (${(bytes / 1e6).toFixed(1)} MB)`);
  return { files, bytes };
}
