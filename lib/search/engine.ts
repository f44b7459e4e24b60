import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { RecordFactory, type FirstTier, type FullTier, type Hierarchy, type SearchRecord } from './index-format';
import { editDistance, maxEdits, parseQuery, processTerm, stem, tokenize, words, type QuerySlot } from './text';

/** The in-browser search engine: MiniSearch over the records, and the ranking on top of it. */
export interface Engine {
  mini: MiniSearch<SearchRecord>;
  /** Records by id (blocks of the full tier are missing until it is added). */
  records: SearchRecord[];
  /** Page index of each record. */
  recordPage: number[];
  factory: RecordFactory;
  /** Words of each record's own title (page title or heading), computed when first needed. */
  titles: (TitleWords | undefined)[];
  /** Words of each page's title, of all its keywords together, and of each keyword. */
  pageTitles: TitleWords[];
  pageKeywordWords: TitleWords[];
  pageKeywords: TitleWords[][];
  symbols: SymbolTable;
  /** True once the full tier's text is in. */
  full: boolean;
}

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const ownText = (r: SearchRecord): string => (r.type === 'content' ? '' : (r.hierarchy[r.type as keyof Hierarchy] ?? ''));
const contextText = (r: SearchRecord): string =>
  LEVELS.map((l) => r.hierarchy[l])
    .filter((t) => t && t !== ownText(r))
    .join(' ');
const isApi = (url: string) => url.startsWith('/api/');

/** API symbols by name, qualified name and CLI program, pointing at their heading records. */
export interface SymbolTable {
  byQualname: Map<string, number>;
  byName: Map<string, number[]>;
  /** [program words, record id], longest program first ("dagster-daemon run", "dagster asset"). */
  programs: [string, number][];
}

/** Symbol headings are the API headings whose anchor is a qualified name (`dagster.asset`, `dagster_dbt.DbtCliResource`). */
function symbolTable(factory: RecordFactory): SymbolTable {
  const table: SymbolTable = { byQualname: new Map(), byName: new Map(), programs: [] };
  factory.structural.forEach((record, id) => {
    const [url, anchor] = record.url.split('#');
    if (!anchor || !isApi(url) || !/^[A-Za-z_][\w]*(\.[\w]+)+$/.test(anchor)) return;
    const name = ownText(record);
    if (!table.byQualname.has(anchor.toLowerCase())) table.byQualname.set(anchor.toLowerCase(), id);
    if (/\s/.test(name) || /^dagster(-[a-z]+)*$/.test(name)) table.programs.push([tokenize(name).join(' '), id]);
    else table.byName.set(name.toLowerCase(), [...(table.byName.get(name.toLowerCase()) ?? []), id]);
  });
  table.programs.sort((a, b) => b[0].length - a[0].length);
  return table;
}

/** Builds the engine from the first tier (and the full tier when it is already at hand). */
export function buildEngine(first: FirstTier, full?: FullTier): Engine {
  const factory = new RecordFactory(first.pages);
  const records = [...factory.structural];
  const recordPage = [...factory.structuralPage];
  const keywordText = first.pages.map((p) => p[5].join(' '));
  const mini = new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: ['title', 'keywords', 'content', 'context'],
    storeFields: [],
    tokenize,
    processTerm,
    extractField: (record, field) => {
      if (field === 'objectID') return record.objectID;
      if (field === 'title') return ownText(record);
      if (field === 'context') return contextText(record);
      if (field === 'keywords') return record.type === 'lvl1' ? keywordText[recordPage[Number(record.objectID)]] : '';
      return record.content ?? '';
    },
  });
  const engine: Engine = {
    mini,
    records,
    recordPage,
    factory,
    titles: [],
    pageTitles: first.pages.map((p) => titleWords(p[2])),
    pageKeywordWords: keywordText.map(titleWords),
    pageKeywords: first.pages.map((p) => p[5].map(titleWords)),
    symbols: symbolTable(factory),
    full: false,
  };
  if (full) {
    full.blocks.forEach(([page, heading, text], b) => addBlock(engine, b, page, heading, text));
    engine.full = true;
  } else for (const [b, page, heading, text] of first.leads) addBlock(engine, b, page, heading, text);
  mini.addAll(records.filter(Boolean));
  return engine;
}

function addBlock(engine: Engine, block: number, page: number, heading: number, text: string) {
  const record = engine.factory.block(block, page, heading, text);
  const id = Number(record.objectID);
  engine.records[id] = record;
  engine.recordPage[id] = page;
  return record;
}

/** Adds the full tier: each lead is replaced by its whole block, and the other blocks join the index. */
export function addFullTier(engine: Engine, full: FullTier) {
  if (engine.full) return;
  const added: SearchRecord[] = [];
  full.blocks.forEach(([page, heading, text], b) => {
    const lead = engine.records[engine.factory.structural.length + b];
    // remove() takes the document as indexed (synchronous, unlike discard's later vacuum).
    if (lead) engine.mini.remove(lead);
    added.push(addBlock(engine, b, page, heading, text));
  });
  engine.mini.addAll(added);
  engine.full = true;
}

/** A title's words as typed and as stems. */
export interface TitleWords {
  raw: string[];
  stems: string[];
}
const titleWords = (text: string): TitleWords => {
  const raw = words(text);
  return { raw, stems: raw.map(stem) };
};

/** Typo matches of query words against title words, remembered for the query being ranked. */
let typoCache = new Map<string, number>();

/** 2 when a query word is a title word (or shares its stem), 1 when it is within `maxEdits` of it, else 0. */
function wordMatch(word: string, wordStem: string, title: TitleWords, i: number): number {
  if (title.stems[i] === wordStem || title.raw[i] === word) return 2;
  const edits = maxEdits(word);
  if (!edits) return 0;
  const key = `${word} ${title.raw[i]}`;
  let m = typoCache.get(key);
  if (m === undefined)
    typoCache.set(
      key,
      (m = editDistance(word, title.raw[i], edits) <= edits || editDistance(wordStem, title.stems[i], edits) <= edits ? 1 : 0),
    );
  return m;
}

const NO_MATCH: TitleMatch = { coverage: 0, exact: false, precision: 0 };

interface TitleMatch {
  /** Share of the query's slots found in the title. */
  coverage: number;
  /** Every slot found without a typo. */
  exact: boolean;
  /** Share of the title's words the query accounts for. */
  precision: number;
}

/** How well a title answers the query: which slots it holds, and how much of it the query explains. */
function titleMatch(slots: QuerySlot[], title: TitleWords): TitleMatch {
  if (!title.raw.length) return { coverage: 0, exact: false, precision: 0 };
  const used = new Set<number>();
  let found = 0;
  let exact = true;
  for (const slot of slots) {
    let best: { positions: number[]; quality: number } | null = null;
    for (const alternative of slot.alternatives) {
      const positions: number[] = [];
      let quality = 2;
      for (const word of alternative) {
        const wordStem = stem(word);
        let at = -1;
        let q = 0;
        for (let i = 0; i < title.raw.length && q < 2; i++) {
          if (positions.includes(i)) continue;
          const m = wordMatch(word, wordStem, title, i);
          if (m > q) [at, q] = [i, m];
        }
        if (at < 0) break;
        positions.push(at);
        quality = Math.min(quality, q);
      }
      if (positions.length === alternative.length && (!best || quality > best.quality)) best = { positions, quality };
    }
    if (!best && slot.prefix) {
      const at = title.raw.findIndex((t, i) => !used.has(i) && extendsTyped(t, slot.prefix!));
      if (at >= 0) best = { positions: [at], quality: 2 };
    }
    if (best) {
      found++;
      if (best.quality < 2) exact = false;
      best.positions.forEach((i) => used.add(i));
    }
  }
  return { coverage: found / slots.length, exact: exact && found > 0, precision: used.size / title.raw.length };
}

/** One word that reads as code: a dotted or snake_case name, `@decorator`, `call()`, CamelCase. */
export const isSymbolShaped = (query: string) => {
  const q = query.trim();
  return (
    !/\s/.test(q) &&
    !/\.(ya?ml|py|toml|json|txt|cfg|md|sql)$/i.test(q) &&
    (/[._@]|\(\)$/.test(q) || /[a-z][A-Z]/.test(q) || /^[A-Z]{2,}[a-z]/.test(q))
  );
};

/** A query that names an API symbol or a CLI command: `AssetSpec`, `dg.asset`, `@asset`, `DbtCliResource`, `dagster dev`. */
export function symbolOf(engine: Engine, query: string): number | null {
  const { byQualname, byName, programs } = engine.symbols;
  const q = query.trim();
  const words = tokenize(q).join(' ');
  if (!/[.@]|\(\)/.test(q))
    for (const [program, id] of programs) if (words === program || (words.startsWith(`${program} `) && program.includes(' '))) return id;
  if (!isSymbolShaped(q)) return null;
  const name = q.replace(/^@/, '').replace(/\(\)$/, '');
  const lower = name.toLowerCase();
  const exact = byQualname.get(lower) ?? byQualname.get(lower.replace(/^dg\./, 'dagster.'));
  if (exact !== undefined) return exact;
  const bare = lower.replace(/^(dg|dagster)\./, '');
  const named = byName.get(bare) ?? byName.get(bare.split('.').pop()!);
  if (named?.length) {
    // The same name in several modules: the top-level `dagster.` one first, then the shortest qualified name.
    return [...named].sort((a, b) => rankQualname(engine, a) - rankQualname(engine, b))[0];
  }
  return null;
}

const rankQualname = (engine: Engine, id: number) => {
  const anchor = engine.records[id].url.split('#')[1];
  return (anchor.startsWith('dagster.') ? 0 : 1000) + anchor.length;
};

/**
 * The word being typed, as index terms can continue it: terms that start with it ("partitio" ->
 * "partitioned"), and stems it already runs past ("partitio" -> "partit", the stem of "partition").
 */
const typedPrefixes = (typed: string) => [
  typed,
  ...Array.from({ length: Math.max(0, typed.length - Math.max(5, typed.length - 4)) }, (_, i) => typed.slice(0, typed.length - 1 - i)),
];
const extendsTyped = (term: string, typed: string) =>
  term.startsWith(typed) || (term.length >= 4 && typed.startsWith(term) && typed.length - term.length <= 4);

/**
 * MiniSearch's query for the slots: every slot must match (through one of its alternatives). A word
 * matches its stem exactly, or itself within `maxEdits` (the index holds both); the word being typed (the
 * query's last) also matches as a prefix.
 */
function miniQuery(slots: QuerySlot[], combineWith: 'AND' | 'OR'): Query {
  const word = (raw: string) => {
    const stemmed = stem(raw);
    const typo = { queries: [raw], fuzzy: maxEdits(raw), prefix: false };
    return stemmed === raw ? typo : { combineWith: 'OR', queries: [{ queries: [stemmed], fuzzy: false, prefix: false }, typo] };
  };
  return {
    combineWith,
    queries: slots.map((slot) => ({
      combineWith: 'OR',
      queries: [
        ...slot.alternatives.map((alternative) => ({ combineWith: 'AND', queries: alternative.map(word) })),
        ...(slot.prefix ? typedPrefixes(slot.prefix).map((p, i) => ({ queries: [p], prefix: i === 0, fuzzy: false })) : []),
      ],
    })),
  } as Query;
}

const TYPE_WEIGHT: Record<string, number> = { lvl1: 1.5, lvl2: 1.1, lvl3: 1.1, lvl4: 1, lvl5: 1, lvl6: 1, content: 0.7 };

export interface Ranked {
  id: number;
  score: number;
  terms: string[];
}

interface Scored extends Ranked {
  /**
   * 3: a page whose title and keywords hold every slot; 2: a heading that does; 1.5 and 1: the same
   * through a typo; 0: records that only mention the words.
   */
  tier: number;
  /** Compared after the tier: for plain words 1 for prose pages and 0 for API pages; the reverse for symbol-shaped queries. */
  section: number;
}

const ownTitle = (engine: Engine, id: number): TitleWords => (engine.titles[id] ??= titleWords(ownText(engine.records[id])));

/**
 * Ranks the records for a query:
 * - a symbol-shaped query (`AssetSpec`, `dg.asset`, `dagster dev`) puts the symbol's heading first;
 * - a page whose title (with its keywords) holds every word of the query comes first, then headings that
 *   do, then records that only mention the words; an overview page goes before the matching pages under it;
 * - within a tier, for plain words, guides, concepts and other prose pages come before API pages;
 * - then by score: MiniSearch's BM25 over title, keywords, text and context, lifted by how closely the
 *   record's own title matches (so within a page, the section whose heading matches best comes first),
 *   by an early keyword that is the query, and by a matching page title above a section.
 */
export function rank(engine: Engine, query: string): Ranked[] {
  const slots = parseQuery(query);
  if (!slots.length) return [];
  typoCache = new Map();
  const typedText = tokenize(query).join(' ');
  const symbol = symbolOf(engine, query);
  const symbolShaped = symbol !== null || isSymbolShaped(query);
  const searchOptions = {
    boost: { title: 4, keywords: 2, content: 1, context: 0.7 },
    tokenize: (s: string) => [s],
    processTerm: (t: string) => t,
    weights: { fuzzy: 0.3, prefix: 0.6 },
  };
  let found: SearchResult[] = engine.mini.search(miniQuery(slots, 'AND'), searchOptions);
  if (!found.length && slots.length > 1) found = engine.mini.search(miniQuery(slots, 'OR'), searchOptions);
  const pageTitleMatch = new Map<number, TitleMatch>();
  const titled = new Set<number>();
  const scored: Scored[] = found.map((result) => {
    const id = Number(result.id);
    const record = engine.records[id];
    const page = engine.recordPage[id];
    // Title words only matter when MiniSearch matched something in the title (or keywords).
    const fields = Object.values(result.match).flat();
    const inTitle = fields.includes('title');
    const own = inTitle ? titleMatch(slots, ownTitle(engine, id)) : NO_MATCH;
    let score = result.score * TYPE_WEIGHT[record.type] * (1 + 3 * own.coverage * (0.3 + 0.7 * own.precision));
    let tier = 0;
    if (record.type === 'lvl1') {
      const withKeywords =
        own.coverage === 1 || !fields.includes('keywords')
          ? own
          : titleMatch(slots, {
              raw: [...ownTitle(engine, id).raw, ...engine.pageKeywordWords[page].raw],
              stems: [...ownTitle(engine, id).stems, ...engine.pageKeywordWords[page].stems],
            });
      if (withKeywords.coverage === 1) tier = (withKeywords.exact ? 3 : 1.5) - (own.coverage === 1 ? 0 : 0.5);
      if (own.coverage > 0) titled.add(id);
      let keyword = 0;
      if (fields.includes('keywords'))
        engine.pageKeywords[page].forEach((k, i) => {
          const m = titleMatch(slots, k);
          if (m.coverage === 1 && m.exact) keyword = Math.max(keyword, (0.4 + 0.6 * m.precision) / (1 + 0.25 * i));
        });
      score *= 1 + 2 * keyword;
    } else {
      if (record.type !== 'content' && own.coverage === 1) tier = own.exact ? 2 : 1;
      let pageTitle = pageTitleMatch.get(page);
      if (!pageTitle) pageTitleMatch.set(page, (pageTitle = titleMatch(slots, engine.pageTitles[page])));
      score *= 1 + pageTitle.coverage * (0.3 + 0.7 * pageTitle.precision);
    }
    // The reader typed the title itself: that page (or section) first.
    const section = isApi(record.url) === symbolShaped ? 1 : 0;
    if (section && own.coverage === 1 && tokenize(ownText(record)).join(' ') === typedText) tier += 0.75;
    return { id, score, terms: result.terms, tier, section };
  });
  // An overview page whose title holds some of the words goes before the matching pages under it.
  const pageHits = scored.filter((s) => s.tier >= 1 && engine.records[s.id].type === 'lvl1');
  for (const s of pageHits) {
    if (!titled.has(s.id)) continue;
    const url = engine.records[s.id].url;
    const children = pageHits.filter((other) => engine.records[other.id].url.startsWith(`${url}/`));
    // A split API module's overview joins its sections' tier without rising above it: prose still comes first.
    if (children.length) s.tier = Math.max(s.tier, ...children.map((c) => c.tier)) + (isApi(url) ? 0 : 0.25);
  }
  if (symbol !== null) {
    const pinned = scored.find((s) => s.id === symbol);
    if (pinned) pinned.tier = 9;
    else scored.push({ id: symbol, score: 0, terms: words(ownText(engine.records[symbol])), tier: 9, section: 1 });
  }
  // Code-shaped words want the API reference above everything else; plain words want the tiers first.
  if (symbolShaped)
    return scored.sort(
      (a, b) => (b.tier === 9 ? 1 : 0) - (a.tier === 9 ? 1 : 0) || b.section - a.section || b.tier - a.tier || b.score - a.score,
    );
  return scored.sort((a, b) => b.tier - a.tier || b.section - a.section || b.score - a.score);
}
