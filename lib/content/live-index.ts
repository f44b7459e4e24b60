import fs from 'node:fs';
import path from 'node:path';
import { filesStamp, LIVE_CONTENT } from '../files/live';
import type { MdxDoc } from './doc';
import { listMdxFiles, loadMdxDoc } from './mdx-doc';

/** Under `next dev`: when the content index was last checked against the files, and their stamp then. */
const liveChecks = new Map<string, { at: number; stamp: string }>();
const liveDocs = new Map<string, { stamp: string; doc: MdxDoc }>();

/** Files whose edits change the content index: every page, the API data and descriptions. */
function contentFiles(contentDir: string): string[] {
  const api = path.join(contentDir, 'api');
  const yaml = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? yaml(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      : [];
  return [
    ...listMdxFiles(contentDir).map((f) => path.join(contentDir, f)),
    path.join(api, 'symbols.json'),
    path.join(api, 'unverified.json'),
    ...yaml(path.join(api, 'descriptions')),
  ];
}

/**
 * In live mode, whether the cached content index still matches the files (checked at most twice a second). Each call
 * records the files' stamp, so a call right after building a content index records the stamp it was built from.
 */
export function liveIndexIsCurrent(contentDir: string): boolean {
  const last = liveChecks.get(contentDir);
  if (last && Date.now() - last.at < 500) return true;
  const files = contentFiles(contentDir);
  const stamp = `${files.join('|')}#${filesStamp(files)}`;
  liveChecks.set(contentDir, { at: Date.now(), stamp });
  return last?.stamp === stamp;
}

/** loadMdxDoc, re-reading a file in live mode only when it changed. */
export function loadMdxDocLive(file: string, contentDir: string): MdxDoc {
  if (!LIVE_CONTENT) return loadMdxDoc(file, contentDir);
  const full = path.join(contentDir, file);
  const stamp = filesStamp([full]);
  const cached = liveDocs.get(full);
  if (cached?.stamp === stamp) return cached.doc;
  const doc = loadMdxDoc(file, contentDir);
  liveDocs.set(full, { stamp, doc });
  return doc;
}
