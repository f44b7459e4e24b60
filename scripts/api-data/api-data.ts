/**
 * Maintenance of content/api/symbols.json from facts gathered out of Dagster's 1.9 source (not part of the build):
 * statuses and changelog history (merge-status-history.ts), documented base classes and inherited members
 * (derive-bases.ts). Each step replaces what it derives, so running it again on the same input changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { descriptionsFile } from '../../lib/api/descriptions';
import {
  apiCounts,
  SYMBOL_STATUSES,
  withMembers,
  type ApiPageData,
  type ApiSymbol,
  type HistoryEntry,
  type ParamStatus,
  type SymbolStatus,
} from '../../lib/api/symbols';
import { signatureParams } from '../../lib/api/symbols';

export interface SymbolsFile {
  counts: ReturnType<typeof apiCounts>;
  pages: ApiPageData[];
  [key: string]: unknown;
}

export const SYMBOLS_JSON = path.resolve('content/api/symbols.json');

export const readSymbols = (file = SYMBOLS_JSON): SymbolsFile => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Writes symbols.json as it is kept (one-space indent), with its counts header recomputed. */
export function writeSymbols(data: SymbolsFile, file = SYMBOLS_JSON): void {
  data.counts = apiCounts(data.pages);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 1)}\n`);
}

/** Every entry of the file (symbols and members) by qualname, with the module route it is on. */
export function entries(pages: ApiPageData[]): Map<string, { symbol: ApiSymbol; route: string }> {
  const out = new Map<string, { symbol: ApiSymbol; route: string }>();
  for (const page of pages)
    for (const section of page.sections)
      for (const symbol of section.symbols.flatMap(withMembers))
        if (!out.has(symbol.qualname)) out.set(symbol.qualname, { symbol, route: page.route });
  return out;
}

interface StatusFact {
  status: string;
  breakingVersion?: string;
  replacement?: string;
}

/** /work/scratch/status-history.json's shape: decorators per symbol and parameter, changelog entries per symbol. */
export interface StatusHistory {
  symbols?: Record<string, StatusFact>;
  params?: Record<string, Record<string, StatusFact>>;
  history?: Record<string, HistoryEntry[]>;
}

const versionKey = (v: string) =>
  v
    .split('.')
    .map((n) => n.padStart(4, '0'))
    .join('.');

function detail(fact: StatusFact) {
  return {
    ...(fact.breakingVersion ? { breakingVersion: fact.breakingVersion } : {}),
    ...(fact.replacement ? { replacement: fact.replacement } : {}),
  };
}

/**
 * Applies statuses, parameter statuses and history to the pages (in place). A symbol's fields are replaced by what
 * the facts say of it; symbols the facts do not name keep theirs. Returns what could not be applied.
 */
export function mergeStatusHistory(pages: ApiPageData[], facts: StatusHistory): string[] {
  const byQualname = entries(pages);
  const skipped: string[] = [];
  const find = (qualname: string, what: string) => {
    const entry = byQualname.get(qualname)?.symbol;
    if (!entry) skipped.push(`${qualname}: ${what}, but no page documents it`);
    return entry;
  };
  const known = (status: string): status is SymbolStatus => SYMBOL_STATUSES.includes(status as SymbolStatus);
  for (const [qualname, fact] of Object.entries(facts.symbols ?? {})) {
    const symbol = find(qualname, `status ${fact.status}`);
    if (!symbol) continue;
    if (!known(fact.status)) {
      skipped.push(`${qualname}: unknown status ${fact.status}`);
      continue;
    }
    symbol.status = fact.status;
    const d = detail(fact);
    if (Object.keys(d).length) symbol.statusDetail = d;
    else delete symbol.statusDetail;
  }
  for (const [qualname, params] of Object.entries(facts.params ?? {})) {
    const symbol = find(qualname, 'parameter statuses');
    if (!symbol) continue;
    const names = new Set((signatureParams(symbol) ?? []).map((p) => p.name));
    const paramStatus: Record<string, ParamStatus> = {};
    for (const [param, fact] of Object.entries(params)) {
      if (!names.has(param)) skipped.push(`${qualname}: parameter ${param} is not in the call form`);
      else if (!known(fact.status)) skipped.push(`${qualname}(${param}): unknown status ${fact.status}`);
      else paramStatus[param] = { status: fact.status, ...detail(fact) };
    }
    if (Object.keys(paramStatus).length) symbol.paramStatus = paramStatus;
    else delete symbol.paramStatus;
  }
  for (const [qualname, list] of Object.entries(facts.history ?? {})) {
    const symbol = find(qualname, 'history');
    if (!symbol) continue;
    const history = list
      .map(({ version, change, param, summary, changelog }) => ({ version, change, ...(param ? { param } : {}), summary, changelog }))
      .sort((a, b) => versionKey(a.version).localeCompare(versionKey(b.version)));
    if (history.length) symbol.history = history;
    else delete symbol.history;
  }
  return skipped;
}

/**
 * One record of a lines file: a symbol's line in its source file, and that line's text. A class statement's record
 * may name an undocumented class (by its module path), so that a documented class deriving from it through that
 * class gets the documented classes at the end of the chain; `imports` says which class a base name is, as the
 * file's imports or its own definitions show, where the name alone does not.
 */
export interface LineRecord {
  qualname: string;
  line?: number;
  lineText: string;
  imports?: Record<string, string>;
  /**
   * Members of a documented base that the class's source redefines without documenting them (in its own body, or in
   * an undocumented base it lists before that base): the page says it overrides them rather than inherits them.
   */
  overrides?: string[];
}

/**
 * The base names a class statement lists (`class A(B, Generic[T], metaclass=M):` gives B, Generic); null when the
 * text is only its first line (`class A(`). A whole statement over several lines is read too.
 */
export function classBaseNames(lineText: string): string[] | null {
  const m = /^\s*class\s+\w+\s*(?:\(([\s\S]*)\))?\s*:/.exec(lineText);
  if (!m) return null;
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of `${m[1] ?? ''},`) {
    if (ch === '[' || ch === '(') depth++;
    if (ch === ']' || ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      const name = current.trim().replace(/[[(][\s\S]*$/, '');
      if (name && !name.includes('=')) names.push(name);
      current = '';
    } else current += ch;
  }
  return names;
}

/**
 * The fields a class statement's functional NamedTuple declares: `NamedTuple("_X", [("text", str)])` gives text.
 * They are attributes of the class, so they hide a base's member of the same name.
 */
export function namedTupleFields(lineText: string): string[] {
  const start = lineText.indexOf('NamedTuple(');
  if (start < 0) return [];
  let depth = 0;
  let end = start + 'NamedTuple'.length;
  for (; end < lineText.length; end++) {
    if (lineText[end] === '(') depth++;
    if (lineText[end] === ')' && --depth === 0) break;
  }
  const args = lineText.slice(start, end);
  const list = args.slice(args.indexOf('[') + 1);
  return [...list.matchAll(/\(\s*["'](\w+)["']\s*,/g)].map((m) => m[1]);
}

/**
 * Names of Python's own classes that Dagster also exports (`dagster.Enum` is a config type): in a class statement
 * they are the standard library's, whose imports the line does not show.
 */
const PYTHON_NAMES = new Set(['Any', 'Dict', 'Enum', 'Field', 'List', 'Optional', 'Set', 'Tuple']);

/**
 * A base name as a documented class: a class of the same package with that name (the only one, or
 * `<package>.<name>`), or else the core class `dagster.<name>`.
 */
export function resolveBase(name: string, qualname: string, byQualname: Map<string, { symbol: ApiSymbol }>): string | undefined {
  const short = name.split('.').at(-1)!;
  if (PYTHON_NAMES.has(name)) return undefined;
  const pkg = qualname.split('.')[0];
  const isClass = (q: string) => byQualname.get(q)?.symbol.kind === 'class';
  const same = [...byQualname.keys()].filter(
    (q) => q !== qualname && q.startsWith(`${pkg}.`) && q.split('.').at(-1) === short && isClass(q),
  );
  if (same.length === 1) return same[0];
  if (same.includes(`${pkg}.${short}`)) return `${pkg}.${short}`;
  return isClass(`dagster.${short}`) && `dagster.${short}` !== qualname ? `dagster.${short}` : undefined;
}

const sameDefinition = (a: ApiSymbol, b: ApiSymbol, lineOf: (s: ApiSymbol) => number | undefined): boolean => {
  const la = lineOf(a);
  return (
    a.kind === b.kind &&
    (a.signature ?? null) === (b.signature ?? null) &&
    a.source?.repo === b.source?.repo &&
    a.source?.path === b.source?.path &&
    la !== undefined &&
    la === lineOf(b)
  );
};

/**
 * Sets `bases` (documented bases, nearest first) on every class whose class statement the lines name, and removes
 * from its members the exact copies of a base's member (same definition: kind, call form, file and line), which
 * the page then shows as inherited. An undocumented base with a record of its own stands for the documented bases
 * its statement names, in their place. A record's `overrides` that a documented base documents become the class's
 * `overrides`. Returns the removed qualnames with their module route, the classes whose statement could not be read,
 * the base names that are neither documented nor recorded (`<class>: <name>`), and the overrides no documented
 * base documents (`<class>: <name>`).
 */
export function deriveBases(
  pages: ApiPageData[],
  lines: LineRecord[],
): { removed: { qualname: string; route: string }[]; unread: string[]; unresolved: string[]; stray: string[] } {
  const byQualname = entries(pages);
  const records = new Map(lines.map((l) => [l.qualname, l]));
  const lineOf = (s: ApiSymbol) => s.source?.line ?? records.get(s.qualname)?.line;
  const isClass = (q: string) => byQualname.get(q)?.symbol.kind === 'class';
  const unread = new Set<string>();
  const unresolved = new Set<string>();
  const statementBases = (record: LineRecord, chain: string[]): string[] | null => {
    const names = classBaseNames(record.lineText);
    if (!names) return null;
    return names.flatMap((name) => {
      const q = record.imports?.[name] ?? resolveBase(name, record.qualname, byQualname);
      if (q && isClass(q)) return [q];
      const via = q && !byQualname.has(q) && !chain.includes(q) ? records.get(q) : undefined;
      const through = via && statementBases(via, [...chain, via.qualname]);
      if (through) return through;
      if (via) unread.add(via.qualname);
      else unresolved.add(`${record.qualname}: ${name}`);
      return [];
    });
  };
  const direct = new Map<string, string[]>();
  for (const record of records.values()) {
    if (!isClass(record.qualname)) continue;
    const bases = statementBases(record, [record.qualname]);
    if (bases) direct.set(record.qualname, [...new Set(bases)]);
    else unread.add(record.qualname);
  }
  const stored = (q: string) => direct.get(q) ?? byQualname.get(q)?.symbol.bases ?? [];
  const removed: { qualname: string; route: string }[] = [];
  const stray: string[] = [];
  for (const [qualname, first] of direct) {
    const { symbol, route } = byQualname.get(qualname)!;
    const all: string[] = [];
    const queue = [...first];
    while (queue.length) {
      const base = queue.shift()!;
      if (base === qualname || all.includes(base)) continue;
      all.push(base);
      queue.push(...stored(base));
    }
    if (!all.length) {
      delete symbol.bases;
      delete symbol.fields;
      delete symbol.overrides;
      continue;
    }
    symbol.bases = all;
    const record = records.get(qualname)!;
    const fields = namedTupleFields(record.lineText);
    if (fields.length) symbol.fields = fields;
    else delete symbol.fields;
    const documented = new Set(all.flatMap((b) => (byQualname.get(b)?.symbol.members ?? []).map((m) => m.name)));
    const overrides = (record.overrides ?? []).filter((name) => documented.has(name));
    for (const name of record.overrides ?? []) if (!documented.has(name)) stray.push(`${qualname}: ${name}`);
    if (overrides.length) symbol.overrides = overrides;
    else delete symbol.overrides;
    const keep = (member: ApiSymbol) => {
      for (const base of all) {
        const inBase = byQualname.get(base)?.symbol.members?.find((m) => m.name === member.name);
        if (inBase) return !sameDefinition(member, inBase, lineOf);
      }
      return true;
    };
    const members = symbol.members ?? [];
    for (const m of members.filter((m) => !keep(m))) removed.push({ qualname: m.qualname, route });
    const kept = members.filter(keep);
    if (kept.length) symbol.members = kept;
    else delete symbol.members;
  }
  return { removed, unread: [...unread], unresolved: [...unresolved], stray };
}

/** Removes the descriptions of symbols no longer on their page (from content/api/descriptions/<page>.yaml). */
export function removeDescriptions(removed: { qualname: string; route: string }[], contentDir = path.resolve('content')): void {
  const byFile = new Map<string, string[]>();
  for (const { qualname, route } of removed) {
    const file = descriptionsFile(route, contentDir);
    byFile.set(file, [...(byFile.get(file) ?? []), qualname]);
  }
  for (const [file, qualnames] of byFile) {
    if (!fs.existsSync(file)) continue;
    const doc = parseDocument(fs.readFileSync(file, 'utf8'));
    for (const q of qualnames) doc.deleteIn(['symbols', q]);
    fs.writeFileSync(file, doc.toString({ lineWidth: 0 }));
  }
}

/**
 * A facts file's record of the source files a status pass read (paths from the repository root or from python_modules/).
 * `notDated` lists files read only at a copy not dated to 1.9: a 1.9 status cannot be taken from them, so they do not count.
 */
export interface StatusScan {
  meta?: { files_read_at_snapshot?: string[] };
  files?: { path: string }[];
  firstPassNotes?: { path: string }[];
  notDated?: { path: string }[];
}

/** A source path as facts files and source records both name it: from the repository root or from python_modules/. */
export const sourcePathKey = (p: string) => p.replace(/^python_modules\//, '');

/**
 * The entries whose source file no status pass read, so whose status (or its absence) is unchecked. CLI commands
 * are left out: click commands carry no status decorators.
 */
export function unscannedEntries(pages: ApiPageData[], scans: StatusScan[]): { qualname: string; path: string }[] {
  const read = new Set(
    scans
      .flatMap((s) => [...(s.meta?.files_read_at_snapshot ?? []), ...[...(s.files ?? []), ...(s.firstPassNotes ?? [])].map((f) => f.path)])
      .map(sourcePathKey),
  );
  return [...entries(pages).values()]
    .map(({ symbol }) => symbol)
    .filter((s) => s.kind !== 'cli' && s.source && !read.has(sourcePathKey(s.source.path)))
    .map((s) => ({ qualname: s.qualname, path: s.source!.path }));
}
