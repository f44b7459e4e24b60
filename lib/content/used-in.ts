import type { UsedInPage } from '../api/notes';
import type { ContentIndex } from './doc';

const indexes = new WeakMap<ContentIndex, Map<string, UsedInPage[]>>();

/**
 * Per documented qualname, the concept and guide pages (the Docs sidebar, listed pages) whose Python blocks use
 * it (named by its sidebar label, or title): read from each page's `codeRefs`, which the pass that links code to the
 * reference recorded.
 */
export function usedInIndex(contentIndex: ContentIndex): Map<string, UsedInPage[]> {
  let index = indexes.get(contentIndex);
  if (!index) {
    index = new Map();
    for (const doc of contentIndex.docs) {
      if (doc.kind !== 'mdx' || doc.sidebar !== 'docs' || doc.unlisted) continue;
      for (const qualname of doc.analysis.codeRefs.qualnames)
        index.set(qualname, [...(index.get(qualname) ?? []), { route: doc.route, title: doc.sidebarLabel ?? doc.title }]);
    }
    indexes.set(contentIndex, index);
  }
  return index;
}
