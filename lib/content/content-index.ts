import { getApiManifest } from '../api/symbols';
import { CONTENT_DIR } from '../files/content-dir';
import { LIVE_CONTENT } from '../files/live';
import { apiDoc } from './api-doc';
import type { ContentIndex, Doc, MdxTreeHandler } from './doc';
import { liveIndexIsCurrent, loadMdxDocLive } from './live-index';
import { readContentIndexFile } from './index-file';
import { listMdxFiles, loadMdxDoc } from './mdx-doc';

const contentIndexes = new Map<string, ContentIndex>();

/**
 * THE content index: every page of the site, read and parsed once per process (once per build with
 * DOCS_CONTENT_INDEX_FILE; the build also makes each page's Markdown from that parse, through `onTree`). Under
 * `next dev` it is rebuilt when a content file changes, re-parsing only the files that changed, so new pages and
 * front-matter edits show on reload.
 */
export function getContentIndex(contentDir = CONTENT_DIR, onTree?: MdxTreeHandler): ContentIndex {
  const cached = contentIndexes.get(contentDir);
  // With onTree the pages are parsed again, since the caller wants their trees.
  if (cached && !onTree && (!LIVE_CONTENT || liveIndexIsCurrent(contentDir))) return cached;
  const fromFile = onTree ? undefined : readContentIndexFile(contentDir);
  if (fromFile) {
    contentIndexes.set(contentDir, fromFile);
    return fromFile;
  }
  const warnings: string[] = [];
  const byRoute = new Map<string, Doc>();
  const add = (doc: Doc, origin: string) => {
    const existing = byRoute.get(doc.route);
    if (existing) {
      warnings.push(
        `Duplicate route ${doc.route}: ${origin} is ignored, ${existing.kind === 'mdx' ? existing.file : 'the API manifest'} wins`,
      );
      return;
    }
    byRoute.set(doc.route, doc);
  };
  const errors: ContentIndex['errors'] = [];
  for (const file of listMdxFiles(contentDir)) {
    try {
      add(onTree ? loadMdxDoc(file, contentDir, onTree) : loadMdxDocLive(file, contentDir), file);
    } catch (error) {
      errors.push({ file, message: (error as Error).message });
    }
  }
  for (const page of getApiManifest(contentDir).pages) if (!page.index) add(apiDoc(page, contentDir), 'the API manifest');
  const docs = [...byRoute.values()];
  const contentIndex = { docs, byRoute, warnings, errors };
  contentIndexes.set(contentDir, contentIndex);
  if (LIVE_CONTENT) liveIndexIsCurrent(contentDir); // records the stamp this content index was built from
  return contentIndex;
}

/** The content index for the site build: any file that failed to load fails the build, naming it. */
export function getSiteContentIndex(): ContentIndex {
  const contentIndex = getContentIndex();
  if (contentIndex.errors.length)
    throw new Error(`Content files failed to load:\n${contentIndex.errors.map((e) => `  ${e.message}`).join('\n')}`);
  return contentIndex;
}

export function getDoc(route: string): Doc | undefined {
  return getSiteContentIndex().byRoute.get(route);
}
