import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, isNode } from 'yaml';
import { CONTENT_DIR } from '../files/content-dir';
import { checkAnnotations } from '../api/annotations';
import { descriptionsFile, type SymbolDescription } from '../api/descriptions';
import { parseSignature } from '../api/signature';
import {
  CALLABLE_KINDS,
  describedNames,
  descriptionsRoute,
  documentsSymbols,
  getApiManifest,
  pageSymbols,
  type ApiManifest,
  type ApiPageData,
  type ApiSymbol,
} from '../api/symbols';
import { hasSourceLine } from '../api/source';
import { getUnverified, type Unverified } from '../api/unverified';
import { PLACEHOLDER, type ContentProblem } from './problem';

const SYMBOLS_FILE = 'api/symbols.json';

/** A source record names a repository, a path and a 40-hex commit or an id of the file's copy. */
export function hasSourceRecord(symbol: ApiSymbol): boolean {
  const s = symbol.source;
  return !!s && !!s.repo && !!s.path && (/^[0-9a-f]{40}$/.test(s.commit ?? '') || !!s.id);
}

/**
 * Checks the API data itself: every callable has a call form that parses, every CLI command a usage
 * line, every entry a source record with the line of its definition, every qualname one page, every section's
 * `see` a symbol of another page, and statuses, history and bases as lib/api/annotations.ts requires.
 */
export function checkApiData(manifest: ApiManifest, unverified: Unverified = getUnverified()): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (message: string) => problems.push({ file: SYMBOLS_FILE, line: 0, message, severity: 'error' });
  const complete = (symbol: ApiSymbol) => hasSourceRecord(symbol) && (!CALLABLE_KINDS.has(symbol.kind) || !!symbol.signature);
  for (const [route] of unverified.pages) {
    const page = manifest.pages.find((p) => p.route === route);
    if (!page) report(`unverified.json lists ${route}, which is not an API page`);
    else if (pageSymbols(page).every(complete))
      report(`unverified.json lists ${route}, whose entries all have call forms and source records: remove it from the list`);
  }
  for (const [qualname] of unverified.symbols) {
    const entry = manifest.byQualname.get(qualname);
    if (!entry) report(`unverified.json lists ${qualname}, which no page documents`);
    else if (complete(entry.symbol))
      report(`unverified.json lists ${qualname}, which has a call form and a source record: remove it from the list`);
  }
  for (const page of manifest.pages) {
    if (!documentsSymbols(page)) continue;
    for (const symbol of pageSymbols(page)) {
      const q = `${page.route} ${symbol.qualname}`;
      if (unverified.pages.has(page.route) || unverified.symbols.has(symbol.qualname)) continue;
      if (CALLABLE_KINDS.has(symbol.kind)) {
        if (!symbol.signature) report(`${q}: ${symbol.kind} without a call form (signature)`);
        else
          try {
            parseSignature(symbol.signature);
          } catch (error) {
            report(`${q}: call form does not parse: ${(error as Error).message}`);
          }
      }
      if (symbol.kind === 'cli' && (!symbol.usage || !symbol.prog)) report(`${q}: CLI command without prog and usage`);
      if (!hasSourceRecord(symbol)) report(`${q}: no source record (repo, path and a 40-hex commit or an id)`);
      else if (!hasSourceLine(symbol.source))
        report(`${q}: source record without a line (the line of the definition in ${symbol.source?.path})`);
    }
    for (const section of page.sections)
      for (const qualname of section.see ?? []) {
        const target = manifest.byQualname.get(qualname);
        if (!target) report(`${page.route} '${section.heading}' sees ${qualname}, which no page documents`);
        else if (target.route === page.route) report(`${page.route} '${section.heading}' sees ${qualname}, which is on the same page`);
      }
  }
  for (const message of checkAnnotations(manifest)) report(message);
  for (const [qualname, routes] of manifest.duplicates)
    report(
      `${qualname} is documented ${routes.length} times (${routes.join(', ')}): keep one canonical entry and list it in a section's 'see' on the other pages`,
    );
  return problems;
}

export interface ApiExample {
  file: string;
  line: number;
  code: string;
}

/**
 * Checks content/api/descriptions/*.yaml against the API manifest: known qualnames of that page only,
 * a summary for each, a meaning for every parameter or option of a call form and none for parameters
 * it lacks, no `signature` keys; plus the data checks above. Returns the examples (for python3 and the
 * import check) with their line in the YAML file.
 */
export function checkApiDescriptions(contentDir = CONTENT_DIR): { problems: ContentProblem[]; examples: ApiExample[]; missing: string[] } {
  const manifest = getApiManifest(contentDir);
  const unverified = getUnverified(contentDir);
  const problems = checkApiData(manifest, unverified);
  const examples: ApiExample[] = [];
  const missing: string[] = [];
  // One descriptions file per module: a split module's sections are checked together, against its file.
  const modules = new Map<string, ApiPageData[]>();
  for (const page of manifest.pages)
    if (documentsSymbols(page)) modules.set(descriptionsRoute(page), [...(modules.get(descriptionsRoute(page)) ?? []), page]);
  for (const [route, pages] of modules) {
    const page = { route };
    const file = descriptionsFile(route, contentDir);
    const rel = path.relative(contentDir, file);
    const report = (message: string) => problems.push({ file: rel, line: 0, message, severity: 'error' });
    const symbols = new Map(pages.flatMap(pageSymbols).map((s) => [s.qualname, s]));
    const lines = new LineCounter();
    let data: { intro?: string; symbols?: Record<string, SymbolDescription> } = {};
    if (fs.existsSync(file)) {
      const doc = parseDocument(fs.readFileSync(file, 'utf8'), { lineCounter: lines });
      if (doc.errors.length) {
        report(`yaml does not parse: ${doc.errors[0].message.split('\n')[0]}`);
        continue;
      }
      data = doc.toJS() ?? {};
      for (const [qualname, d] of Object.entries(data.symbols ?? {})) {
        if (!d?.example) continue;
        const node = doc.getIn(['symbols', qualname, 'example'], true);
        const at = isNode(node) && node.range ? lines.linePos(node.range[0]).line : 0;
        // `line` is the `example: |` line, so the example's line n is line + n (as for a code fence).
        examples.push({ file: `${rel} (${qualname})`, line: at, code: d.example });
      }
    }
    for (const [qualname, d] of Object.entries(data.symbols ?? {})) {
      const symbol = symbols.get(qualname);
      if (!symbol) {
        report(`${qualname} is not a symbol of ${page.route}`);
        continue;
      }
      if (!d || typeof d.summary !== 'string' || !d.summary.trim()) report(`${qualname}: summary missing`);
      for (const text of [d?.summary, d?.details, ...Object.values(d?.params ?? {})])
        if (typeof text === 'string' && PLACEHOLDER.test(text)) report(`${qualname}: placeholder text`);
      if (unverified.pages.has(page.route) || unverified.symbols.has(qualname)) continue;
      if (d && 'signature' in d) report(`${qualname}: remove the 'signature' key (the call form comes from symbols.json)`);
      const names = describedNames(symbol);
      const stray = Object.keys(d?.params ?? {}).filter((p) => !names.includes(p) && !names.includes(p.toUpperCase()));
      if (stray.length) report(`${qualname}: describes ${stray.join(', ')}, which the call form does not have`);
    }
    for (const [qualname, symbol] of symbols) {
      const d = data.symbols?.[qualname];
      if (!d) missing.push(qualname);
      if (unverified.pages.has(page.route) || unverified.symbols.has(qualname)) continue;
      const undescribed = describedNames(symbol).filter((n) => !d?.params?.[n] && !d?.params?.[n.toLowerCase()]);
      if (undescribed.length) report(`${qualname}: no meaning for ${undescribed.join(', ')}`);
    }
  }
  return { problems, examples, missing };
}
