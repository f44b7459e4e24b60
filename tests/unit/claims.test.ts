import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stringify } from 'yaml';
import { checkClaims, headerRepositories, readClaimsFiles, type ClaimsSite } from '../../lib/checks/claims';
import type { ContentProblem } from '../../lib/checks/problem';

const show = (problems: ContentProblem[]) => problems.map((p) => `${p.severity} ${p.file}:${p.line}: ${p.message}`);

test('the claims ledger in content/claims has claims, and the check finds no problem in it', () => {
  const files = readClaimsFiles();
  assert.ok(files.length > 0, 'no YAML files in content/claims');
  assert.deepEqual(show(checkClaims(files)), []);
});

/** A planted site of one page, and a ledger file whose header (two lines) puts its first claim on line 3. */
const page = '/concepts/automation/schedules';
const site: ClaimsSite = {
  routes: new Set([page]),
  pageText: (route) => (route === page ? 'By default cron expressions are\ninterpreted in UTC.' : undefined),
};
const HEADER = '# repositories: dagster-io/dagster, dagster-io/dagster-cloud\n\n';
const good = {
  page,
  claim: 'Cron strings are interpreted in UTC when execution_timezone is unset',
  quote: 'cron expressions are interpreted in UTC',
  verdict: 'holds',
  source: 'python_modules/dagster/dagster/_scheduler/scheduler.py',
  symbol: 'launch_scheduled_runs_for_schedule_iterator',
};
const ledger = (entries: unknown, header = HEADER) =>
  show(checkClaims([{ file: 'claims/t.yaml', text: header + stringify(entries) }], site));
const one = (changes: Record<string, unknown>) => ledger([{ ...good, ...changes }]);

test('a planted ledger whose sources take every accepted form has no problem', () => {
  const sources = [
    'https://docs.dagster.io/x',
    'dagster_cloud_cli/config_utils.py (package dagster-cloud-cli, not in dagster-io/dagster)',
    'dagster-io/dagster-cloud dagster-cloud-cli/dagster_cloud_cli/config_utils.py (get_deployment)',
    'python_modules/libraries/dagster-aws/dagster_aws/ecs/launcher.py (copy dagster-io/dagster@38e66ade)',
    'CHANGES.md (1.9.2)',
  ];
  assert.deepEqual(ledger([good, ...sources.map((source, i) => ({ ...good, claim: `claim ${i}`, source }))]), []);
  // Only a claim the page no longer makes may say that no source supports it.
  assert.deepEqual(one({ verdict: 'corrected', source: 'no source states the timing; wording removed' }), []);
});

test('a deleted quote is an error at the line of its claim', () => {
  const at = `error claims/t.yaml:3: claim 1 (${page})`;
  assert.deepEqual(one({ quote: 'cron expressions are evaluated in UTC' }), [
    `${at}: the page no longer contains the quote 'cron expressions are evaluated in UTC'`,
  ]);
  assert.deepEqual(one({ quote: undefined }), [`${at}: 'quote' is missing or empty`]);
  assert.deepEqual(one({ quote: 'in UTC' }), [`${at}: quote 'in UTC' is too short to identify a sentence`]);
});

test('a malformed source path is an error naming the path', () => {
  const at = `error claims/t.yaml:3: claim 1 (${page})`;
  assert.deepEqual(one({ source: 'python_modules/dagster/dagster//sensor.py' }), [
    `${at}: source path 'python_modules/dagster/dagster//sensor.py' has an empty or invalid segment`,
  ]);
  assert.deepEqual(one({ source: 'python_modules/libraries/dagster-aws/dagster_gcp/x.py' }), [
    `${at}: source path 'python_modules/libraries/dagster-aws/dagster_gcp/x.py' is not python_modules/<package>/<its module>/...`,
  ]);
});

test('a source in a repository the header does not list is an error naming the repository', () => {
  const at = `error claims/t.yaml:3: claim 1 (${page})`;
  const unlisted = `${at}: source names someone/fork, which the file's header does not list`;
  assert.deepEqual(one({ source: 'someone/fork dagster/x.py' }), [unlisted]);
  assert.deepEqual(one({ source: 'python_modules/dagster/setup.py (copy someone/fork@abcdef12)' }), [unlisted]);
  assert.deepEqual(ledger([good], '# repositories: dagster-io/dagster-cloud\n\n'), [
    `${at}: source names dagster-io/dagster, which the file's header does not list`,
  ]);
});

test('a misspelt page, an unknown verdict, a source without a path and a missing claim are errors', () => {
  const at = `error claims/t.yaml:3: claim 1`;
  assert.deepEqual(one({ page: '/concepts/automation/schedule' }), [
    `${at} (/concepts/automation/schedule): page '/concepts/automation/schedule' is not a route of the site`,
  ]);
  assert.deepEqual(one({ verdict: 'true' }), [`${at} (${page}): verdict 'true' is not one of holds, corrected, qualified`]);
  const noPath = (source: string) =>
    `${at} (${page}): source '${source}' names no path in dagster-io/dagster (python_modules/, docs/, examples/, ...), other repository path or URL`;
  assert.deepEqual(one({ source: 'same sources' }), [noPath('same sources')]);
  assert.deepEqual(one({ source: 'no source states the timing' }), [noPath('no source states the timing')]);
  assert.deepEqual(one({ claim: undefined }), [`${at} (${page}): 'claim' is missing or empty`]);
  assert.deepEqual(one({ owner: 'me' }), [`${at} (${page}): unknown key 'owner'`]);
  assert.deepEqual(ledger([good, good]), [`error claims/t.yaml:10: claim 2 (${page}): the same claim is listed twice for this page`]);
  assert.deepEqual(ledger({ page }), ['error claims/t.yaml:0: not a YAML list of claims']);
  assert.deepEqual(ledger([{ ...good, source: 'https://docs.dagster.io/x' }], '# no header\n'), [
    "error claims/t.yaml:0: the header lists no repositories ('# repositories: ...')",
  ]);
});

test('a header lists its repositories, continued on indented comment lines', () => {
  const text = '# About.\n# repositories: a/b, c/d,\n#   e/f\n# verdict: ...\n\n- page: /x\n';
  assert.deepEqual([...headerRepositories(text)], ['a/b', 'c/d', 'e/f']);
  assert.equal(headerRepositories('# nothing\n- page: /x\n# repositories: a/b\n').size, 0);
});
