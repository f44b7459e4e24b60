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

/** [url, lvl0 (category), lvl1 (title), description, headings, front-matter keywords] */
export type IndexPage = [string, string, string, string, IndexHeading[], string[]];

/** [page index, heading index or -1, text] */
export type IndexBlock = [number, number, string];

/**
 * The first tier, `/search-index.json`: fetched on intent, before the first results. Page fields and
 * headings are stored once per page, and each section keeps the first words of its first prose block
 * (its "lead"). Everything a reader's words usually match (titles, headings, API names, keywords,
 * descriptions) is here, so ranking does not wait for the full text.
 */
export interface FirstTier {
  pages: IndexPage[];
  /** [block number in the full tier, page index, heading index or -1, first words of the block] */
  leads: [number, number, number, string][];
  /** Number of blocks in the full tier. */
  blocks: number;
}

/** The second tier, `/search-index-full.json`: every prose block in full, fetched after the first results. */
export interface FullTier {
  blocks: IndexBlock[];
}

/** Both tiers, as the build produces them. */
export interface SearchIndex {
  first: FirstTier;
  full: FullTier;
}

export const FIRST_TIER_URL = '/search-index.json';
export const FULL_TIER_URL = '/search-index-full.json';

/** Words of a section's first block kept in the first tier. */
export const LEAD_WORDS = 20;

/** Heading trail (outermost first) of each heading of a page. */
function trails(headings: IndexHeading[]): IndexHeading[][] {
  const stack: IndexHeading[] = [];
  return headings.map((h) => {
    while (stack.length && stack[stack.length - 1][2] >= h[2]) stack.pop();
    stack.push(h);
    return [...stack];
  });
}

/**
 * Turns the tiers into DocSearch records with stable ids: one per page (its description as content) and
 * one per heading first, in page order, then one per prose block (id = number of page and heading
 * records + block number). A lead stands for its block until the full tier replaces it.
 */
export class RecordFactory {
  private readonly pageTrails: IndexHeading[][][];
  readonly structural: SearchRecord[] = [];
  /** Page index of each structural record. */
  readonly structuralPage: number[] = [];

  constructor(readonly pages: IndexPage[]) {
    this.pageTrails = pages.map((p) => trails(p[4]));
    pages.forEach((page, p) => {
      this.push(p, -1, 'lvl1', page[3]);
      page[4].forEach((_, h) => this.push(p, h, `lvl${Math.min(this.pageTrails[p][h].length + 1, 6)}` as RecordType, null));
    });
  }

  private push(page: number, heading: number, type: RecordType, content: string | null) {
    this.structural.push(this.record(String(this.structural.length), page, heading, type, content));
    this.structuralPage.push(page);
  }

  private record(objectID: string, page: number, heading: number, type: RecordType, content: string | null): SearchRecord {
    const [url, lvl0, lvl1, , headings] = this.pages[page];
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const trail = heading >= 0 ? this.pageTrails[page][heading] : [];
    trail.slice(0, 5).forEach((h, j) => (hierarchy[`lvl${j + 2}` as keyof Hierarchy] = h[1]));
    const anchor = heading >= 0 ? headings[heading][0] : '';
    return { objectID, url: anchor ? `${url}#${anchor}` : url, type, content, hierarchy };
  }

  /** The record of prose block `block` (a lead or the full text). */
  block(block: number, page: number, heading: number, text: string): SearchRecord {
    return this.record(String(this.structural.length + block), page, heading, 'content', text);
  }
}

/** Every record in full: what `search:upload` sends to Algolia and what the local index holds once both tiers are in. */
export function expandIndex({ first, full }: SearchIndex): SearchRecord[] {
  const factory = new RecordFactory(first.pages);
  return [...factory.structural, ...full.blocks.map(([page, heading, text], b) => factory.block(b, page, heading, text))];
}

/** The first `words` words of a text, with an ellipsis when it was cut. */
export function leadOf(text: string, words = LEAD_WORDS): string {
  const tokens = text.split(' ');
  return tokens.length <= words ? text : `${tokens.slice(0, words).join(' ')} …`;
}
