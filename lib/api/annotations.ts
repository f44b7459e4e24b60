import {
  describedNames,
  documentsSymbols,
  pageSymbols,
  SYMBOL_STATUSES,
  type ApiManifest,
  type ApiSymbol,
  type HistoryEntry,
  type StatusDetail,
  type SymbolStatus,
} from './symbols';

/**
 * What the reference says about a symbol beyond its call form: its status from the source's decorators, its
 * history in the 1.9 changelog, its documented bases and what it inherits from them. The checks here run with
 * the other data checks (lib/checks/descriptions.ts); the HTML and Markdown helpers are in notes.ts.
 */

/** The releases of the line this reference documents; history entries must name one. */
export const HISTORY_VERSIONS = Array.from({ length: 14 }, (_, i) => `1.9.${i}`);
export const CHANGELOG_URL = 'https://github.com/dagster-io/dagster/blob/master/CHANGES.md#';

const known = (status: unknown): status is SymbolStatus => SYMBOL_STATUSES.includes(status as SymbolStatus);

function detailProblems(detail: StatusDetail | undefined, status: SymbolStatus | undefined): string[] {
  if (!detail?.breakingVersion && !detail?.replacement) return [];
  if (status !== 'deprecated' && status !== 'superseded') return [`statusDetail on a symbol that is not deprecated or superseded`];
  if (detail.breakingVersion && status !== 'deprecated') return [`a breaking version on a superseded symbol (only deprecations have one)`];
  return [];
}

/** Problems of one symbol's status, parameter statuses, history and bases (messages without the page and qualname). */
export function annotationProblems(symbol: ApiSymbol, manifest: ApiManifest): string[] {
  const problems: string[] = [];
  if (symbol.status !== undefined && !known(symbol.status))
    problems.push(`unknown status '${symbol.status}' (one of ${SYMBOL_STATUSES.join(', ')})`);
  problems.push(...detailProblems(symbol.statusDetail, symbol.status));
  const names = describedNames(symbol);
  for (const [param, p] of Object.entries(symbol.paramStatus ?? {})) {
    if (!names.includes(param)) problems.push(`paramStatus names '${param}', which the call form does not have`);
    if (!known(p.status)) problems.push(`paramStatus '${param}': unknown status '${p.status}'`);
    else problems.push(...detailProblems(p, p.status).map((m) => `paramStatus '${param}': ${m}`));
  }
  for (const h of symbol.history ?? ([] as HistoryEntry[])) {
    const what = `history ${h.change} ${h.version}${h.param ? ` (${h.param})` : ''}`;
    if (!HISTORY_VERSIONS.includes(h.version)) problems.push(`${what}: version outside 1.9.0-1.9.13`);
    if (h.change !== 'added' && h.change !== 'changed') problems.push(`${what}: change must be 'added' or 'changed'`);
    if (h.param && !names.includes(h.param)) problems.push(`${what}: names '${h.param}', which the call form does not have`);
    if (!h.summary?.trim()) problems.push(`${what}: no summary`);
    if (!h.changelog?.startsWith(CHANGELOG_URL)) problems.push(`${what}: changelog must be an entry of ${CHANGELOG_URL.slice(0, -1)}`);
  }
  if (symbol.bases?.length && symbol.kind !== 'class') problems.push(`bases on a ${symbol.kind} (only classes have them)`);
  if (symbol.fields?.length && !symbol.bases?.length) problems.push('fields without bases (they only hide inherited members)');
  if (symbol.overrides?.length && !symbol.bases?.length) problems.push('overrides without bases (they name base members)');
  for (const base of symbol.bases ?? []) {
    const entry = manifest.byQualname.get(base);
    if (!entry) problems.push(`base ${base} is not documented on any page`);
    else if (entry.symbol.kind !== 'class') problems.push(`base ${base} is a ${entry.symbol.kind}, not a class`);
    else if (base === symbol.qualname) problems.push('lists itself as a base');
  }
  return problems;
}

/** The annotation problems of every documented symbol, as `<route> <qualname>: problem`. */
export function checkAnnotations(manifest: ApiManifest): string[] {
  return manifest.pages
    .filter(documentsSymbols)
    .flatMap((page) => pageSymbols(page).flatMap((s) => annotationProblems(s, manifest).map((m) => `${page.route} ${s.qualname}: ${m}`)));
}
