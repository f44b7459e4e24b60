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

/** [anchor id, text, depth 2-6] */
export type IndexHeading = [string, string, number];

/**
 * The index as shipped to the browser. Page fields and headings are stored once per page; prose blocks
 * point at their page and at the heading they sit under. The browser expands it into DocSearch records:
 * one per page (its description as content), one per heading, one per prose block.
 */
export interface CompactIndex {
  /** [url, lvl0 (category), lvl1 (title), description, headings] */
  pages: [string, string, string, string, IndexHeading[]][];
  /** [page index, heading index or -1, text] */
  blocks: [number, number, string][];
}

/** Heading trail (outermost first) of each heading of a page. */
function trails(headings: IndexHeading[]): IndexHeading[][] {
  const stack: IndexHeading[] = [];
  return headings.map((h) => {
    while (stack.length && stack[stack.length - 1][2] >= h[2]) stack.pop();
    stack.push(h);
    return [...stack];
  });
}

/** Expands the compact index into DocSearch records. */
export function expandIndex(index: CompactIndex): SearchRecord[] {
  const records: SearchRecord[] = [];
  const pageTrails = index.pages.map((p) => trails(p[4]));
  const record = (page: number, heading: number, type: RecordType, content: string | null) => {
    const [url, lvl0, lvl1, , headings] = index.pages[page];
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const trail = heading >= 0 ? pageTrails[page][heading] : [];
    trail.slice(0, 5).forEach((h, j) => (hierarchy[`lvl${j + 2}` as keyof Hierarchy] = h[1]));
    const anchor = heading >= 0 ? headings[heading][0] : '';
    records.push({ objectID: String(records.length), url: anchor ? `${url}#${anchor}` : url, type, content, hierarchy });
  };
  index.pages.forEach((page, p) => {
    record(p, -1, 'lvl1', page[3]);
    page[4].forEach((_, h) => record(p, h, `lvl${Math.min(pageTrails[p][h].length + 1, 6)}` as RecordType, null));
  });
  for (const [page, heading, text] of index.blocks) record(page, heading, 'content', text);
  return records;
}
