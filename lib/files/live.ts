import fs from 'node:fs';

/**
 * Under `next dev` the server process lives on while contributors edit content, so its caches of parsed
 * content must notice edits: each cached value carries a stamp of its files' modification times and is
 * recomputed when the stamp changes. Builds and tests read everything once and never re-check.
 */
export const LIVE_CONTENT = process.env.NODE_ENV === 'development';

/** Modification times of the files, as one string (a missing file counts as -1). */
export function filesStamp(files: string[]): string {
  return files
    .map((file) => {
      try {
        return fs.statSync(file).mtimeMs;
      } catch {
        return -1;
      }
    })
    .join(',');
}

/** A per-key cache whose entries are recomputed, in live mode only, when `stamp()` differs from their own. */
export function stampedCache<T>() {
  const entries = new Map<string, { stamp: string; value: T }>();
  return (key: string, stamp: () => string, compute: () => T): T => {
    const entry = entries.get(key);
    if (entry && !LIVE_CONTENT) return entry.value;
    const current = LIVE_CONTENT ? stamp() : '';
    if (entry && entry.stamp === current) return entry.value;
    const value = compute();
    entries.set(key, { stamp: current, value });
    return value;
  };
}
