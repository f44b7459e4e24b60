import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { getApiManifest } from '../../lib/api/symbols';
import { listMdxFiles } from '../../lib/content/mdx-doc';
import { CONTENT_DIR } from '../../lib/files/content-dir';
import { fileToRoute } from '../../lib/files/routes';

/**
 * content/claims/*.yaml list the runtime-behaviour claims of the pages, each checked against Dagster's 1.9-era
 * source, so that a later edit of a page can be re-checked. This test checks what can be checked without that
 * source: every entry names a page of the site, quotes words that page's MDX still contains, gives a verdict, and
 * cites a well-formed path or URL in a repository its file's header lists.
 */

const CLAIMS_DIR = path.join(CONTENT_DIR, 'claims');
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
function headerRepositories(text: string): Set<string> {
  const header = text.slice(0, text.search(/^- /m));
  const match = /^# repositories:(.*(?:\n# {3}.*)*)/m.exec(header);
  return new Set(match ? match[1].split(/[\s,#]+/).filter(Boolean) : []);
}

/** Text with every run of white space as one space: a quote may span the page's line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/** Every route of the site: one per MDX page (from the file names, no parsing) and every API page. */
function siteRoutes(contentDir = CONTENT_DIR): Set<string> {
  const routes = new Set(listMdxFiles(contentDir).map(fileToRoute));
  for (const page of getApiManifest(contentDir).pages) routes.add(page.route);
  return routes;
}

/** The MDX source of each route that has one, read on first use. */
function mdxSources(contentDir = CONTENT_DIR): (route: string) => string | undefined {
  const files = new Map(listMdxFiles(contentDir).map((file) => [fileToRoute(file), file]));
  const read = new Map<string, string>();
  return (route) => {
    const file = files.get(route);
    if (file === undefined) return undefined;
    if (!read.has(route)) read.set(route, oneLine(fs.readFileSync(path.join(contentDir, file), 'utf8')));
    return read.get(route);
  };
}

type Ledger = { routes: Set<string>; pageText: (route: string) => string | undefined; repositories: Set<string> };

/** The problems of one claims file's parsed content, as `file#index: problem`. */
function claimProblems(file: string, data: unknown, { routes, pageText, repositories }: Ledger): string[] {
  if (!Array.isArray(data)) return [`${file}: not a YAML list of claims`];
  const problems: string[] = [];
  const seen = new Set<string>();
  data.forEach((entry: unknown, i) => {
    const at = `${file}#${i + 1}`;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push(`${at}: not a mapping`);
      return;
    }
    const e = entry as Record<string, unknown>;
    const label = `${at} (${String(e.page)})`;
    for (const key of Object.keys(e)) if (!KEYS.has(key)) problems.push(`${label}: unknown key '${key}'`);
    for (const key of ['page', 'claim', 'quote', 'verdict', 'source'])
      if (typeof e[key] !== 'string' || !(e[key] as string).trim()) problems.push(`${label}: '${key}' is missing or empty`);
    for (const key of ['symbol', 'note'])
      if (key in e && (typeof e[key] !== 'string' || !(e[key] as string).trim()))
        problems.push(`${label}: '${key}' must be a non-empty string`);
    if (typeof e.page === 'string' && !routes.has(e.page)) problems.push(`${label}: page '${e.page}' is not a route of the site`);
    if (typeof e.quote === 'string' && typeof e.page === 'string' && routes.has(e.page)) {
      const text = pageText(e.page);
      if (text === undefined) problems.push(`${label}: the page has no MDX source to hold the quote`);
      else if (oneLine(e.quote).length < 15) problems.push(`${label}: quote '${e.quote}' is too short to identify a sentence`);
      else if (!text.includes(oneLine(e.quote))) problems.push(`${label}: the page no longer contains the quote '${e.quote}'`);
    }
    if (typeof e.verdict === 'string' && !VERDICTS.has(e.verdict))
      problems.push(`${label}: verdict '${e.verdict}' is not one of ${[...VERDICTS].join(', ')}`);
    if (typeof e.source === 'string') {
      if (!SOURCE.test(e.source) && !(e.verdict !== 'holds' && NO_SOURCE.test(e.source)))
        problems.push(
          `${label}: source '${e.source.slice(0, 60)}' names no path in dagster-io/dagster (python_modules/, docs/, examples/, ...), other repository path or URL`,
        );
      const cited = [...e.source.matchAll(REPO_PATH)].map((m) => m[1]);
      for (const citedPath of cited) {
        const problem = pathProblem(citedPath);
        if (problem) problems.push(`${label}: source path '${citedPath}' ${problem}`);
      }
      const named = [...e.source.matchAll(NAMED_REPO)].map((m) => m[1]);
      if (cited.length || /(?:^|[\s(;])(?:CHANGES\.md|MIGRATION\.md|Makefile)\b/.test(e.source)) named.push('dagster-io/dagster');
      for (const repository of new Set(named))
        if (!repositories.has(repository)) problems.push(`${label}: source names ${repository}, which the file's header does not list`);
    }
    const key = `${e.page}\u0000${e.claim}`;
    if (seen.has(key)) problems.push(`${label}: the same claim is listed twice for this page`);
    seen.add(key);
  });
  return problems;
}

const claimFiles = () =>
  fs
    .readdirSync(CLAIMS_DIR)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();

test('content/claims holds claim lists', () => {
  assert.ok(claimFiles().length > 0, `no YAML files in ${CLAIMS_DIR}`);
});

test('every claim names a site page, quotes it, gives a verdict and a source in a listed repository', () => {
  const routes = siteRoutes();
  const pageText = mdxSources();
  const problems: string[] = [];
  let count = 0;
  for (const file of claimFiles()) {
    const text = fs.readFileSync(path.join(CLAIMS_DIR, file), 'utf8');
    let data: unknown;
    try {
      data = parse(text);
    } catch (error) {
      problems.push(`content/claims/${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const repositories = headerRepositories(text);
    if (!repositories.size) problems.push(`content/claims/${file}: the header lists no repositories ('# repositories: ...')`);
    if (Array.isArray(data)) count += data.length;
    problems.push(...claimProblems(`content/claims/${file}`, data, { routes, pageText, repositories }));
  }
  assert.ok(count > 0, 'the claim lists are empty');
  assert.deepEqual(problems, []);
});

test('the check rejects a misspelt page, a lost quote, an unknown verdict, a malformed or unlisted source and a missing claim', () => {
  const page = '/concepts/automation/schedules';
  const ledger: Ledger = {
    routes: new Set([page]),
    pageText: (route) => (route === page ? oneLine('By default cron expressions are\ninterpreted in UTC.') : undefined),
    repositories: new Set(['dagster-io/dagster', 'dagster-io/dagster-cloud']),
  };
  const good = {
    page,
    claim: 'Cron strings are interpreted in UTC when execution_timezone is unset',
    quote: 'cron expressions are interpreted in UTC',
    verdict: 'holds',
    source: 'python_modules/dagster/dagster/_scheduler/scheduler.py',
    symbol: 'launch_scheduled_runs_for_schedule_iterator',
  };
  const other = {
    ...good,
    claim: 'Another',
    source: 'dagster_cloud_cli/config_utils.py (package dagster-cloud-cli, not in dagster-io/dagster)',
  };
  const otherRepo = {
    ...good,
    claim: 'A fourth',
    source: 'dagster-io/dagster-cloud dagster-cloud-cli/dagster_cloud_cli/config_utils.py (get_deployment)',
  };
  const library = {
    ...good,
    claim: 'A fifth',
    source: 'python_modules/libraries/dagster-aws/dagster_aws/ecs/launcher.py (copy dagster-io/dagster@38e66ade)',
  };
  const url = { ...good, claim: 'A third', source: 'https://docs.dagster.io/x' };
  const problems = (entries: unknown, at = ledger) => claimProblems('t.yaml', entries, at).join('\n');
  assert.equal(problems([good, url, other, otherRepo, library]), '');
  const bad = claimProblems('t.yaml', [{ ...good, page: '/concepts/automation/schedule' }], ledger);
  assert.equal(bad.length, 1);
  assert.match(bad[0], /page '\/concepts\/automation\/schedule' is not a route/);
  assert.match(problems([{ ...good, quote: 'cron expressions are evaluated in UTC' }]), /no longer contains the quote/);
  assert.match(problems([{ ...good, quote: undefined }]), /'quote' is missing/);
  assert.match(problems([{ ...good, quote: 'in UTC' }]), /too short/);
  assert.match(problems([{ ...good, verdict: 'true' }]), /verdict 'true'/);
  assert.match(problems([{ ...good, source: 'same sources' }]), /names no path in dagster-io/);
  assert.match(problems([{ ...good, source: 'python_modules/this/file/does/not/exist.py' }]), /is not python_modules\/<package>/);
  assert.match(problems([{ ...good, source: 'python_modules/dagster/dagster//sensor.py' }]), /invalid segment/);
  assert.match(problems([{ ...good, source: 'python_modules/libraries/dagster-aws/dagster_gcp/x.py' }]), /is not python_modules/);
  assert.match(problems([{ ...good, source: 'someone/fork dagster/x.py' }]), /names someone\/fork, which the file's header does not list/);
  assert.match(problems([{ ...good, source: 'python_modules/dagster/setup.py (copy someone/fork@abcdef12)' }]), /someone\/fork/);
  assert.match(problems([good], { ...ledger, repositories: new Set() }), /names dagster-io\/dagster, which the file's header/);
  assert.match(problems([{ ...good, claim: undefined }]), /'claim' is missing/);
  const unsupported = { ...good, verdict: 'corrected', source: 'no source states the timing; wording removed' };
  assert.equal(problems([unsupported]), '');
  assert.match(problems([{ ...unsupported, verdict: 'holds' }]), /names no path/);
  assert.match(problems([good, good]), /listed twice/);
  assert.match(problems({ page: 'x' }), /not a YAML list/);
});

test('a header lists its repositories, continued on indented comment lines', () => {
  const text = '# About.\n# repositories: a/b, c/d,\n#   e/f\n# verdict: ...\n\n- page: /x\n';
  assert.deepEqual([...headerRepositories(text)], ['a/b', 'c/d', 'e/f']);
  assert.equal(headerRepositories('# nothing\n- page: /x\n# repositories: a/b\n').size, 0);
});
