import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../files/content-dir';
import type { DocAnalysis } from './analyze';
import type { ContentIndex, Doc } from './doc';

/**
 * A content index written by the build driver (scripts/build.ts) before `next build`, so that Next's
 * compile, page-data and static-generation workers read one JSON file instead of parsing every page
 * again. Used only when DOCS_CONTENT_INDEX_FILE names it and it was made from the same content folder.
 */
interface ContentIndexFile {
  contentDir: string;
  docs: Doc[];
  warnings: string[];
  errors: ContentIndex['errors'];
}

/**
 * The content index for Next's processes, in two files: the pages, and beside them (`<file>.sections.json`) the prose
 * sections of each MDX page, which only the search index reads. Every rendering worker parses the first file; the
 * sections, four fifths of the bytes, are read on first use (see readContentIndexFile).
 */
export function writeContentIndexFile(file: string, contentIndex: ContentIndex, contentDir = CONTENT_DIR): void {
  const sections: Record<string, DocAnalysis['sections']> = {};
  const docs = contentIndex.docs.map((doc) => {
    if (doc.kind !== 'mdx') return doc;
    sections[doc.route] = doc.analysis.sections;
    return { ...doc, analysis: { ...doc.analysis, sections: [] } };
  });
  const data: ContentIndexFile = { contentDir, docs, warnings: contentIndex.warnings, errors: contentIndex.errors };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed (the sections first): a process waiting for the file never reads half of it.
  fs.writeFileSync(`${file}.sections.json.partial`, JSON.stringify(sections));
  fs.renameSync(`${file}.sections.json.partial`, `${file}.sections.json`);
  fs.writeFileSync(`${file}.partial`, JSON.stringify(data));
  fs.renameSync(`${file}.partial`, file);
}

/** The content index DOCS_CONTENT_INDEX_FILE names, when it was made from `contentDir`. */
export function readContentIndexFile(contentDir: string): ContentIndex | undefined {
  const file = process.env.DOCS_CONTENT_INDEX_FILE;
  if (!file) return undefined;
  if (process.env.DOCS_CONTENT_INDEX_WAIT === '1') waitForFile(file);
  if (!fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ContentIndexFile;
  if (data.contentDir !== contentDir) return undefined;
  let sections: Record<string, DocAnalysis['sections']> | undefined;
  for (const doc of data.docs) {
    if (doc.kind !== 'mdx') continue;
    Object.defineProperty(doc.analysis, 'sections', {
      enumerable: true,
      get: () => (sections ??= JSON.parse(fs.readFileSync(`${file}.sections.json`, 'utf8')))[doc.route] ?? [],
    });
  }
  return { docs: data.docs, byRoute: new Map(data.docs.map((d) => [d.route, d])), warnings: data.warnings, errors: data.errors };
}

/**
 * The build driver starts `next build` while it is still parsing the content (DOCS_CONTENT_INDEX_WAIT=1), so Next's
 * processes wait here for the content index file, which it writes in one rename once the content check has passed
 * (it stops the build on any error).
 */
function waitForFile(file: string, timeoutMs = 30 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the content index ${file} was not written within ${timeoutMs / 60_000} minutes`);
    Atomics.wait(pause, 0, 0, 50);
  }
}
