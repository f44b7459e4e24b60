import fs from 'node:fs';
import path from 'node:path';
import { filesStamp, stampedCache } from '../files/live';
import { CONTENT_DIR } from '../files/content-dir';

/**
 * Parts of the API reference whose call forms are not yet checked against Dagster 1.9's source
 * (content/api/unverified.json), each with the reason. The data checks exempt them and fail as soon
 * as an entry is no longer needed, so the list can only shrink.
 */
export interface Unverified {
  /** Pages that keep their earlier data: route -> reason. */
  pages: Map<string, string>;
  /** Single entries on otherwise verified pages: qualname -> reason. */
  symbols: Map<string, string>;
  /** Names that examples import and no page documents yet: dotted name -> reason. */
  names: Map<string, string>;
}

const cache = stampedCache<Unverified>();

export function getUnverified(contentDir = CONTENT_DIR): Unverified {
  const file = path.join(contentDir, 'api', 'unverified.json');
  return cache(
    contentDir,
    () => filesStamp([file]),
    () => {
      const raw = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
      const map = (o: Record<string, string> | undefined) => new Map(Object.entries(o ?? {}));
      return { pages: map(raw.pages), symbols: map(raw.symbols), names: map(raw.names) };
    },
  );
}
