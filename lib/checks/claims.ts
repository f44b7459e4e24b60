import fs from 'node:fs';
import path from 'node:path';
import { isNode, isSeq, LineCounter, parseDocument } from 'yaml';
import { getApiManifest } from '../api/symbols';
import { listMdxFiles } from '../content/mdx-doc';
import { CONTENT_DIR } from '../files/content-dir';
import { fileToRoute } from '../files/routes';
import type { ContentProblem } from './problem';

/**
 * The claims check. content/claims/*.yaml list the runtime-behaviour claims of the pages, each checked by hand
 * against Dagster's 1.9-era source, so that a later edit of a page can be re-checked. This checks what can be
 * checked without that source: every entry names a page of the site, quotes words that page's MDX still contains,
 * gives a verdict, and cites a well-formed path or URL in a repository its file's header lists.
 */

const VERDICTS = new Set(['holds', 'corrected', 'qualified']);
const KEYS = new Set(['page', 'claim', 'quote', 'verdict', 'source', 'symbol', 'note']);
/**
 * Where a claim was checked. The source must name at least one of: a path in dagster-io/dagster (its top-level
 * folders, CHANGES.md, MIGRATION.md or the Makefile), a documentation URL, a path in another named repository (`dagster-io/dagster-cloud
 * dagster-cloud-cli/...`, `dagster-io/dagster docs/...`), or a path in another published package, said so
 * (`dagster_cloud_cli/config_utils.py (package dagster-cloud-cli, ...)`). Notes may follow it.
 */
const SOURCE = new RegExp(
  '(?:^|[\\s(;])(?:' +
    [
      '(?:python_modules|docs|examples|js_modules|helm|integration_tests|scripts|\\.github)/\\S+',
      '(?:CHANGES\\.md|MIGRATION\\.md|Makefile)\\b',
      'https://\\S+',
      '[\\w.-]+/[\\w.-]+ [\\w.-]+(?:/[\\w.-]+)+',
      'dagster-io/[\\w.-]+ [\\w.]+',
      'docs\\.dagster\\.io[ /]\\S+',
      '[\\w.-]+(?:/[\\w.-]+)+ \\(package [\\w.-]+',
    ].join('|') +
    ')',
);

/**
 * A claim the page no longer makes because nothing supports it may say so instead of naming a source ("no source
 * states the timing; wording removed"), but only with a verdict of corrected or qualified.
 */
const NO_SOURCE = /^no\b[^;]*\bsources?\b/i;

/** Paths relative to dagster-io/dagster, as a source cites them (up to the first space, comma, semicolon or bracket). */
const REPO_PATH = /(?:^|[\s(;])((?:python_modules|docs|examples|js_modules|helm|integration_tests|scripts|\.github)\/[^\s,;()]*)/g;
/**
 * A well-formed path under python_modules/: a package folder (`dagster`, `libraries/dagster-aws`), then its module
 * folder named after it (`dagster_aws`, or its tests `dagster_aws_tests`) or a file at the package's root.
 */
const PYTHON_PATH =
  /^python_modules\/(?:libraries\/)?([a-z][\w-]*)\/(?:([a-z]\w*)(?:\/[\w.-]+)*|setup\.py|setup\.cfg|pyproject\.toml|README\.md)$/;
/** Other repositories a source names: `owner/name path/in/it` or `owner/name@commit`. */
const NAMED_REPO = /(?:^|[\s(;])([A-Za-z0-9][\w.-]*\/[\w.-]+)(?: (?=[\w.-]+(?:\/[\w.-]+)+)|@[0-9a-f]{7,40}\b)/g;

/** Why a path cited in a source is malformed, or null. */
function pathProblem(cited: string): string | null {
  if (cited.split('/').some((segment) => !/^[\w.-]+$/.test(segment) || segment === '..' || segment === '.'))
    return 'has an empty or invalid segment';
  if (!cited.startsWith('python_modules/')) return null;
  const match = PYTHON_PATH.exec(cited);
  const underscored = match?.[1].replace(/-/g, '_');
  if (!match || (match[2] !== undefined && match[2] !== underscored && match[2] !== `${underscored}_tests`))
    return 'is not python_modules/<package>/<its module>/...';
  return null;
}

/** The repositories a claims file's header lists (`# repositories: a/b, c/d`, continued on `#   ` lines). */
export function headerRepositories(text: string): Set<string> {
  const header = text.slice(0, text.search(/^- /m));
  const match = /^# repositories:(.*(?:\n# {3}.*)*)/m.exec(header);
  return new Set(match ? match[1].split(/[\s,#]+/).filter(Boolean) : []);
}

/** Text with every run of white space as one space: a quote may span the page's line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** What the claims are checked against: the routes of the site, and the MDX source of a route that has one. */
export interface ClaimsSite {
  routes: Set<string>;
  pageText: (route: string) => string | undefined;
}

/** A claims file: its path relative to the content folder, and its text. */
export interface ClaimsFile {
  file: string;
  text: string;
}

/** The site under a content folder: one route per MDX page (from the file names, no parsing) and every API page. */
export function claimsSite(contentDir = CONTENT_DIR): ClaimsSite {
  const files = new Map(listMdxFiles(contentDir).map((file) => [fileToRoute(file), file]));
  const routes = new Set(files.keys());
  for (const page of getApiManifest(contentDir).pages) routes.add(page.route);
  const read = new Map<string, string>();
  const pageText = (route: string) => {
    const file = files.get(route);
    if (file === undefined) return undefined;
    if (!read.has(route)) read.set(route, fs.readFileSync(path.join(contentDir, file), 'utf8'));
    return read.get(route);
  };
  return { routes, pageText };
}

/** The claims files under a content folder (none when it has no claims/ folder). */
export function readClaimsFiles(contentDir = CONTENT_DIR): ClaimsFile[] {
  const dir = path.join(contentDir, 'claims');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => ({ file: `claims/${f}`, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** The problems of one entry of a claims file, as messages. */
function entryProblems(e: Record<string, unknown>, site: ClaimsSite, repositories: Set<string>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(e)) if (!KEYS.has(key)) problems.push(`unknown key '${key}'`);
  for (const key of ['page', 'claim', 'quote', 'verdict', 'source'])
    if (typeof e[key] !== 'string' || !e[key].trim()) problems.push(`'${key}' is missing or empty`);
  for (const key of ['symbol', 'note'])
    if (key in e && (typeof e[key] !== 'string' || !e[key].trim())) problems.push(`'${key}' must be a non-empty string`);
  if (typeof e.page === 'string' && !site.routes.has(e.page)) problems.push(`page '${e.page}' is not a route of the site`);
  if (typeof e.quote === 'string' && typeof e.page === 'string' && site.routes.has(e.page)) {
    const text = site.pageText(e.page);
    if (text === undefined) problems.push('the page has no MDX source to hold the quote');
    else if (oneLine(e.quote).length < 15) problems.push(`quote '${e.quote}' is too short to identify a sentence`);
    else if (!oneLine(text).includes(oneLine(e.quote))) problems.push(`the page no longer contains the quote '${e.quote}'`);
  }
  if (typeof e.verdict === 'string' && !VERDICTS.has(e.verdict))
    problems.push(`verdict '${e.verdict}' is not one of ${[...VERDICTS].join(', ')}`);
  if (typeof e.source === 'string') {
    if (!SOURCE.test(e.source) && !(e.verdict !== 'holds' && NO_SOURCE.test(e.source)))
      problems.push(
        `source '${e.source.slice(0, 60)}' names no path in dagster-io/dagster (python_modules/, docs/, examples/, ...), other repository path or URL`,
      );
    const cited = [...e.source.matchAll(REPO_PATH)].map((m) => m[1]);
    for (const citedPath of cited) {
      const problem = pathProblem(citedPath);
      if (problem) problems.push(`source path '${citedPath}' ${problem}`);
    }
    const named = [...e.source.matchAll(NAMED_REPO)].map((m) => m[1]);
    if (cited.length || /(?:^|[\s(;])(?:CHANGES\.md|MIGRATION\.md|Makefile)\b/.test(e.source)) named.push('dagster-io/dagster');
    for (const repository of new Set(named))
      if (!repositories.has(repository)) problems.push(`source names ${repository}, which the file's header does not list`);
  }
  return problems;
}

/** The problems of one claims file, each at the line of its entry (0 for the file as a whole). */
function fileProblems({ file, text }: ClaimsFile, site: ClaimsSite): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report = (line: number, message: string) => problems.push({ file, line, message, severity: 'error' });
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  if (doc.errors.length) {
    report(0, `yaml does not parse: ${doc.errors[0].message.split('\n')[0]}`);
    return problems;
  }
  const repositories = headerRepositories(text);
  if (!repositories.size) report(0, "the header lists no repositories ('# repositories: ...')");
  if (!isSeq(doc.contents)) {
    report(0, 'not a YAML list of claims');
    return problems;
  }
  if (!doc.contents.items.length) report(0, 'lists no claims');
  const data: unknown[] = doc.toJS();
  const seen = new Set<string>();
  doc.contents.items.forEach((item, i) => {
    const line = isNode(item) && item.range ? lines.linePos(item.range[0]).line : 0;
    const entry = data[i];
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      report(line, `claim ${i + 1}: not a mapping`);
      return;
    }
    const e = entry as Record<string, unknown>;
    for (const message of entryProblems(e, site, repositories)) report(line, `claim ${i + 1} (${String(e.page)}): ${message}`);
    const key = `${e.page}\u0000${e.claim}`;
    if (seen.has(key)) report(line, `claim ${i + 1} (${String(e.page)}): the same claim is listed twice for this page`);
    seen.add(key);
  });
  return problems;
}

/** Checks the claims files (by default content/claims/*.yaml) against the site (by default the content folder's pages). */
export function checkClaims(files: ClaimsFile[] = readClaimsFiles(), site: ClaimsSite = claimsSite()): ContentProblem[] {
  return files.flatMap((file) => fileProblems(file, site));
}
