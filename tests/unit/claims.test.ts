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
 * source, so that a later edit of a page can be re-checked. This keeps the lists usable: every entry names a page
 * of the site, the claim, a verdict and where the claim was checked.
 */

const CLAIMS_DIR = path.join(CONTENT_DIR, 'claims');
const VERDICTS = new Set(['holds', 'corrected', 'qualified']);
const KEYS = new Set(['page', 'claim', 'verdict', 'source', 'symbol', 'note']);
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

/** Every route of the site: one per MDX page (from the file names, no parsing) and every API page. */
function siteRoutes(contentDir = CONTENT_DIR): Set<string> {
  const routes = new Set(listMdxFiles(contentDir).map(fileToRoute));
  for (const page of getApiManifest(contentDir).pages) routes.add(page.route);
  return routes;
}

/** The problems of one claims file's parsed content, as `file#index: problem`. */
function claimProblems(file: string, data: unknown, routes: Set<string>): string[] {
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
    for (const key of ['page', 'claim', 'verdict', 'source'])
      if (typeof e[key] !== 'string' || !(e[key] as string).trim()) problems.push(`${label}: '${key}' is missing or empty`);
    for (const key of ['symbol', 'note'])
      if (key in e && (typeof e[key] !== 'string' || !(e[key] as string).trim()))
        problems.push(`${label}: '${key}' must be a non-empty string`);
    if (typeof e.page === 'string' && !routes.has(e.page)) problems.push(`${label}: page '${e.page}' is not a route of the site`);
    if (typeof e.verdict === 'string' && !VERDICTS.has(e.verdict))
      problems.push(`${label}: verdict '${e.verdict}' is not one of ${[...VERDICTS].join(', ')}`);
    if (typeof e.source === 'string' && !SOURCE.test(e.source) && !(e.verdict !== 'holds' && NO_SOURCE.test(e.source)))
      problems.push(
        `${label}: source '${e.source.slice(0, 60)}' names no path in dagster-io/dagster (python_modules/, docs/, examples/, ...), other repository path or URL`,
      );
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

test('every claim names a site page, the claim, a verdict and a source in dagster-io/dagster', () => {
  const routes = siteRoutes();
  const problems: string[] = [];
  let count = 0;
  for (const file of claimFiles()) {
    let data: unknown;
    try {
      data = parse(fs.readFileSync(path.join(CLAIMS_DIR, file), 'utf8'));
    } catch (error) {
      problems.push(`content/claims/${file}: not valid YAML: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    if (Array.isArray(data)) count += data.length;
    problems.push(...claimProblems(`content/claims/${file}`, data, routes));
  }
  assert.ok(count > 0, 'the claim lists are empty');
  assert.deepEqual(problems, []);
});

test('the check rejects a misspelt page, an unknown verdict, a source outside the repository and a missing claim', () => {
  const routes = new Set(['/concepts/automation/schedules']);
  const good = {
    page: '/concepts/automation/schedules',
    claim: 'Cron strings are interpreted in UTC when execution_timezone is unset',
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
  const url = { ...good, claim: 'A third', source: 'https://docs.dagster.io/x' };
  assert.deepEqual(claimProblems('t.yaml', [good, url, other, otherRepo], routes), []);
  const bad = claimProblems('t.yaml', [{ ...good, page: '/concepts/automation/schedule' }], routes);
  assert.equal(bad.length, 1);
  assert.match(bad[0], /page '\/concepts\/automation\/schedule' is not a route/);
  assert.match(claimProblems('t.yaml', [{ ...good, verdict: 'true' }], routes).join('\n'), /verdict 'true'/);
  assert.match(claimProblems('t.yaml', [{ ...good, source: 'same sources' }], routes).join('\n'), /names no path in dagster-io/);
  assert.match(claimProblems('t.yaml', [{ ...good, claim: undefined }], routes).join('\n'), /'claim' is missing/);
  const unsupported = { ...good, verdict: 'corrected', source: 'no source states the timing; wording removed' };
  assert.deepEqual(claimProblems('t.yaml', [unsupported], routes), []);
  assert.match(claimProblems('t.yaml', [{ ...unsupported, verdict: 'holds' }], routes).join('\n'), /names no path/);
  assert.match(claimProblems('t.yaml', [good, good], routes).join('\n'), /listed twice/);
  assert.match(claimProblems('t.yaml', { page: 'x' }, routes).join('\n'), /not a YAML list/);
});
