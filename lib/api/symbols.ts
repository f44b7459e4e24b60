import fs from 'node:fs';
import path from 'node:path';
import { filesStamp, stampedCache } from '../files/live';
import { CONTENT_DIR } from '../files/content-dir';
import { inheritedAliases } from './inherited.mjs';
import { expandApiPages } from './page-parts.mjs';
import { parseSignature, type SignatureParam } from './signature';

export type SymbolKind = 'class' | 'function' | 'decorator' | 'method' | 'property' | 'attribute' | 'constant' | 'cli';

/** Kinds that are called, so have a call form (`signature`). */
export const CALLABLE_KINDS: ReadonlySet<SymbolKind> = new Set(['class', 'function', 'decorator', 'method']);

/** The file of Dagster's source that defines an entry, so anyone can re-check it. */
export interface SourceRecord {
  repo: string;
  path: string;
  /** The file's version: a 40-hex commit, or else `id`, an identifier of that copy of the file. */
  commit?: string;
  id?: string;
  line?: number;
  /** Why that version belongs to the 1.9 line, and any CHANGES.md entries applied to it. */
  era?: string;
}

/** One option of a CLI command, read from its click decorators. */
export interface CliOption {
  /** The option's name as the descriptions key it: `--port`. */
  name: string;
  /** Every spelling: `-p, --port` (a list is joined with commas). */
  flags: string | string[];
  /** Value placeholder (`INTEGER`); absent for flags that take no value. */
  metavar?: string;
  default?: string | number | boolean | null;
  /** Environment variable that sets it, and whether it may be given more than once. */
  envvar?: string;
  multiple?: boolean;
}

export const SYMBOL_STATUSES = ['experimental', 'preview', 'beta', 'deprecated', 'superseded'] as const;
export type SymbolStatus = (typeof SYMBOL_STATUSES)[number];

export interface StatusDetail {
  /** The release the source names for the removal (`2.0`). */
  breakingVersion?: string;
  /** What to use instead, in the source's words (a qualname where it names one). */
  replacement?: string;
}

export interface ParamStatus extends StatusDetail {
  status: SymbolStatus;
}

/** One changelog entry about a symbol, or about one of its parameters (`param`). */
export interface HistoryEntry {
  version: string;
  change: 'added' | 'changed';
  param?: string;
  summary: string;
  /** The entry's URL in CHANGES.md. */
  changelog: string;
}

/** One documented symbol, as listed in `content/api/symbols.json` (v2). */
export interface ApiSymbol {
  name: string;
  /** The public import path readers use: `dagster.asset`, `dagster_aws.s3.S3Resource`. */
  qualname: string;
  kind: SymbolKind;
  /** The exact call form, `name(params) -> Return` (null for non-callables and CLI commands). */
  signature: string | null;
  /** From the source's decorators (`@experimental`, `@deprecated`, ...): see lib/api/annotations.ts. */
  status?: SymbolStatus;
  /** What a deprecated or superseded symbol's decorator says: the release that removes it, and what to use instead. */
  statusDetail?: StatusDetail;
  /** Parameters the source marks (`@experimental_param`, `@deprecated_param`), by name. */
  paramStatus?: Record<string, ParamStatus>;
  /** What the 1.9.0-1.9.13 changelog says about it, oldest first. */
  history?: HistoryEntry[];
  /** Documented base classes (qualnames), nearest first; members they define are listed as inherited. */
  bases?: string[];
  /** A class's own NamedTuple fields, from its class statement: a base's member of the same name is hidden, not inherited. */
  fields?: string[];
  /** Base members that the class's source redefines without documenting them: listed as overridden, not inherited. */
  overrides?: string[];
  /** Release of the 1.9 line that added it, when after 1.9.0. */
  added?: string;
  /** Other import paths of the same object (`dagster_pipes.PipesContext`); imports of them resolve here. */
  aliases?: string[];
  members?: ApiSymbol[];
  /**
   * Hidden parameters that the source takes through a `**kwargs` the call form leaves out (as Sphinx did):
   * deprecated or internal names such as `compute_kind`. The page says so under the call form.
   */
  hiddenKwargs?: string[];
  source?: SourceRecord | null;
  /** CLI commands: what the reader types (`dagster dev`), the usage line and the options. */
  prog?: string;
  usage?: string;
  options?: CliOption[];
}

export interface ApiSection {
  heading: string;
  symbols: ApiSymbol[];
  /** Qualnames documented canonically on another page, linked from this section. */
  see?: string[];
}

/** One API reference page: its route, its title and its symbols grouped in sections. */
export interface ApiPageData {
  route: string;
  title: string;
  index?: boolean;
  sections: ApiSection[];
  /** In symbols.json: give each section its own page (lib/api/page-parts.mjs), for modules too large for one. */
  splitSections?: boolean;
  /** Set on a split module's overview: its section pages. The overview lists the symbols; they document them. */
  parts?: { heading: string; route: string }[];
  /** Set on a section page of a split module: the overview's route (descriptions are keyed by it). */
  partOf?: string;
}

export interface ApiManifest {
  pages: ApiPageData[];
  /** Every symbol and member by qualname, with the page that documents it (the first, if several do). */
  byQualname: Map<string, { symbol: ApiSymbol; route: string }>;
  /** Alias import path -> the qualname it names (`<class>.<member>` of an inherited member names the base's member). */
  aliases: Map<string, string>;
  /** Qualnames documented more than once (each route once per occurrence). */
  duplicates: Map<string, string[]>;
}

/** The route whose descriptions file (content/api/descriptions/) holds a page's prose: a section page uses its module's. */
export const descriptionsRoute = (page: ApiPageData): string => page.partOf ?? page.route;

/** Pages that document their symbols (an overview of a split module only lists them). */
export const documentsSymbols = (page: ApiPageData): boolean => !page.index && !page.parts;

/** How a symbol is named in its heading: `@dagster.asset`, `dagster_dbt.DbtCliResource`, `dagster dev`. */
export const symbolLabel = (symbol: ApiSymbol): string =>
  `${symbol.kind === 'decorator' ? '@' : ''}${symbol.kind === 'cli' && symbol.prog ? symbol.prog : symbol.qualname}`;

/** A symbol and its members, depth first. */
export function withMembers(symbol: ApiSymbol): ApiSymbol[] {
  return [symbol, ...(symbol.members ?? []).flatMap(withMembers)];
}

export function pageSymbols(page: ApiPageData): ApiSymbol[] {
  return page.sections.flatMap((s) => s.symbols.flatMap(withMembers));
}

/** A callable's parameters, parsed from its call form (null when it has none or it does not parse). */
export function signatureParams(symbol: ApiSymbol): SignatureParam[] | null {
  if (!symbol.signature) return null;
  try {
    return parseSignature(symbol.signature).params;
  } catch {
    return null;
  }
}

/**
 * Positional arguments of a CLI usage line: its upper-case words, required (`RUN_ID`) or optional
 * (`[SCHEDULE_NAME]...`, `[NAME]`), other than `[OPTIONS]` and a group's `[ARGS]...` (the subcommand's own).
 */
export function cliArguments(usage: string): string[] {
  return [...usage.replace(/\[OPTIONS\]|\[ARGS\]\.\.\./g, '').matchAll(/\b([A-Z][A-Z_]+)\b/g)].map((m) => m[1]);
}

/**
 * The names a symbol's description must give a meaning for: parameter names of a call form (without
 * `*`/`**`), or a CLI command's option names (`--port`) and positional arguments (`KEY`).
 */
export function describedNames(symbol: ApiSymbol): string[] {
  if (symbol.kind === 'cli') return [...(symbol.options ?? []).map((o) => o.name), ...cliArguments(symbol.usage ?? '')];
  return (signatureParams(symbol) ?? []).map((p) => p.name);
}

/** The `counts` header of symbols.json, computed from its pages (entries are symbols and members; a CLI command's call form is its usage line). */
export function apiCounts(rawPages: ApiPageData[]): { pages: number; symbols: number; with_call_form: number; with_source: number } {
  const entries = rawPages.flatMap((p) => p.sections.flatMap((s) => s.symbols.flatMap(withMembers)));
  return {
    pages: rawPages.length,
    symbols: entries.length,
    with_call_form: entries.filter((e) => e.signature || e.usage).length,
    with_source: entries.filter((e) => e.source).length,
  };
}

const cache = stampedCache<ApiManifest>();

/** The API manifest, read once. Routes are normalised (no trailing slash). */
export function getApiManifest(contentDir = CONTENT_DIR): ApiManifest {
  const file = path.join(contentDir, 'api', 'symbols.json');
  return cache(
    contentDir,
    () => filesStamp([file]),
    () => {
      const raw: { pages: ApiPageData[] } = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { pages: [] };
      return buildApiManifest(raw.pages);
    },
  );
}

export function buildApiManifest(rawPages: ApiPageData[]): ApiManifest {
  const pages: ApiPageData[] = expandApiPages(rawPages);
  const byQualname: ApiManifest['byQualname'] = new Map();
  const aliases = new Map<string, string>();
  const seen = new Map<string, string[]>();
  for (const page of pages) {
    if (!documentsSymbols(page)) continue;
    for (const symbol of pageSymbols(page)) {
      seen.set(symbol.qualname, [...(seen.get(symbol.qualname) ?? []), page.route]);
      if (!byQualname.has(symbol.qualname)) byQualname.set(symbol.qualname, { symbol, route: page.route });
      for (const alias of symbol.aliases ?? []) aliases.set(alias, symbol.qualname);
    }
  }
  const duplicates = new Map([...seen].filter(([, routes]) => routes.length > 1));
  const lookup = (qualname: string) => byQualname.get(qualname)?.symbol;
  for (const [alias, qualname] of inheritedAliases(
    [...byQualname.values()].map((e) => e.symbol),
    lookup,
  ))
    if (!byQualname.has(alias) && !aliases.has(alias)) aliases.set(alias, qualname);
  return { pages, byQualname, aliases, duplicates };
}

/** The documented qualname an import path names: itself, or the symbol that lists it as an alias. */
export function resolveQualname(manifest: ApiManifest, name: string): string | undefined {
  return manifest.byQualname.has(name) ? name : manifest.aliases.get(name);
}
