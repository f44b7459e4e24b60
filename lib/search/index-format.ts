/** The search index format shared by the build (writer) and the browser (reader). */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
export type Hierarchy = Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

/** A search record in DocSearch's shape. */
export interface SearchRecord {
  objectID: string;
  url: string;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
}

/**
 * The index as shipped to the browser: page-level fields are stored once per page and records point
 * at their page, which roughly halves the download compared with repeating the hierarchy.
 */
export interface CompactIndex {
  /** [url, lvl0, lvl1] per page */
  pages: [string, string, string][];
  /** [page, type, anchor, heading trail (lvl2..), content or null] */
  records: [number, RecordType, string, string[], string | null][];
}

/** Expands the compact index into DocSearch records. */
export function expandIndex(index: CompactIndex): SearchRecord[] {
  return index.records.map(([p, type, anchor, trail, content], i) => {
    const [url, lvl0, lvl1] = index.pages[p];
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    trail.slice(0, 5).forEach((text, j) => (hierarchy[`lvl${j + 2}` as keyof Hierarchy] = text));
    return { objectID: String(i), url: anchor ? `${url}#${anchor}` : url, type, content, hierarchy };
  });
}
