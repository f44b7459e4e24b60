import type { UsedInPage } from '../api/notes';
import type { ContentManifest } from './doc';

const indexes = new WeakMap<ContentManifest, Map<string, UsedInPage[]>>();

/**
 * Per documented qualname, the concept and guide pages (the Docs sidebar, listed pages) whose Python blocks use
 * it (named by its sidebar label, or title): read from each page's `codeRefs`, which the pass that links code to the
 * reference recorded.
 */
export function usedInIndex(manifest: ContentManifest): Map<string, UsedInPage[]> {
  let index = indexes.get(manifest);
  if (!index) {
    index = new Map();
    for (const doc of manifest.docs) {
      if (doc.kind !== 'mdx' || doc.sidebar !== 'docs' || doc.unlisted) continue;
      for (const qualname of doc.analysis.codeRefs.qualnames)
        index.set(qualname, [...(index.get(qualname) ?? []), { route: doc.route, title: doc.sidebarLabel ?? doc.title }]);
    }
    indexes.set(manifest, index);
  }
  return index;
}
