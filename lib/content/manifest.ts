import { getApiManifest } from '../api/symbols';
import { CONTENT_DIR } from '../files/content-dir';
import { LIVE_CONTENT } from '../files/live';
import { apiDoc } from './api-doc';
import type { ContentManifest, Doc, MdxTreeHandler } from './doc';
import { liveManifestIsCurrent, loadMdxDocLive } from './live-manifest';
import { readManifestFile } from './manifest-file';
import { listMdxFiles, loadMdxDoc } from './mdx-doc';

const manifests = new Map<string, ContentManifest>();

/**
 * THE content index: every page of the site, read and parsed once per process (once per build with
 * DOCS_MANIFEST_FILE; the build also makes each page's Markdown from that parse, through `onTree`). Under
 * `next dev` it is rebuilt when a content file changes, re-parsing only the files that changed, so new pages and
 * front-matter edits show on reload.
 */
export function getManifest(contentDir = CONTENT_DIR, onTree?: MdxTreeHandler): ContentManifest {
  const cached = manifests.get(contentDir);
  // With onTree the pages are parsed again, since the caller wants their trees.
  if (cached && !onTree && (!LIVE_CONTENT || liveManifestIsCurrent(contentDir))) return cached;
  const fromFile = onTree ? undefined : readManifestFile(contentDir);
  if (fromFile) {
    manifests.set(contentDir, fromFile);
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
  const errors: ContentManifest['errors'] = [];
  for (const file of listMdxFiles(contentDir)) {
    try {
      add(onTree ? loadMdxDoc(file, contentDir, onTree) : loadMdxDocLive(file, contentDir), file);
    } catch (error) {
      errors.push({ file, message: (error as Error).message });
    }
  }
  for (const page of getApiManifest(contentDir).pages) if (!page.index) add(apiDoc(page, contentDir), 'the API manifest');
  const docs = [...byRoute.values()];
  const manifest = { docs, byRoute, warnings, errors };
  manifests.set(contentDir, manifest);
  if (LIVE_CONTENT) liveManifestIsCurrent(contentDir); // records the stamp this manifest was built from
  return manifest;
}

/** The manifest for the site build: any file that failed to load fails the build, naming it. */
export function getSiteManifest(): ContentManifest {
  const manifest = getManifest();
  if (manifest.errors.length) throw new Error(`Content files failed to load:\n${manifest.errors.map((e) => `  ${e.message}`).join('\n')}`);
  return manifest;
}

export function getDoc(route: string): Doc | undefined {
  return getSiteManifest().byRoute.get(route);
}
