import type { Engine } from '../../lib/search/engine';
import { searchEngine } from '../../lib/search/local-search';

/**
 * Realistic queries and the page (or pages) a reader would expect first. An expectation is a route
 * (any hit on that page counts), or `symbol:<qualname>` (the hit must be that symbol's anchor on an API page;
 * anchors are qualified names). The kind says what sort of query it is.
 */
export type Kind = 'word' | 'words' | 'api' | 'cli' | 'typo';
export interface RelevanceCase {
  query: string;
  expect: string[];
  kind: Kind;
}

const w = (query: string, ...expect: string[]): RelevanceCase => ({ query, expect, kind: query.includes(' ') ? 'words' : 'word' });
const api = (query: string, qualname: string): RelevanceCase => ({ query, expect: [`symbol:${qualname}`], kind: 'api' });
const cli = (query: string, qualname: string): RelevanceCase => ({ query, expect: [`symbol:${qualname}`], kind: 'cli' });
const typo = (query: string, ...expect: string[]): RelevanceCase => ({ query, expect, kind: 'typo' });

const SSO = ['okta-sso', 'azure-ad-sso', 'google-workspace-sso', 'onelogin-sso', 'pingone-sso'].map(
  (p) => `/dagster-plus/access/authentication/${p}`,
);
const ENV_VARS = [
  '/dagster-plus/deployment/environment-variables',
  '/dagster-plus/deployment/environment-variables/dagster-ui',
  '/dagster-plus/deployment/environment-variables/agent-config',
  '/dagster-plus/deployment/environment-variables/built-in',
];

export const RELEVANCE_CASES: RelevanceCase[] = [
  // Getting started, tutorial, about, reference
  w('install', '/getting-started/installation'),
  w('pip install dagster', '/getting-started/installation'),
  w('quickstart', '/getting-started/quickstart'),
  w('quick start', '/getting-started/quickstart'),
  w('etl tutorial', '/tutorial/tutorial-etl'),
  w('build an etl pipeline', '/tutorial/tutorial-etl'),
  w('release versioning', '/about/releases'),
  w('community', '/about/community'),
  w('dagster.yaml', '/reference/dagster-yaml'),
  w('workspace.yaml', '/reference/workspace-yaml'),
  // Concepts
  w('thinking in assets', '/concepts/assets/thinking-in-assets'),
  w('understanding assets', '/concepts/understanding-assets'),
  w('software-defined assets', '/concepts/understanding-assets'),
  // Guides
  w('sensor', '/guides/sensors'),
  w('sensors', '/guides/sensors'),
  w('schedule', '/guides/schedules'),
  w('cron', '/guides/schedules'),
  w('cron schedule', '/guides/schedules'),
  w('asset checks', '/guides/asset-checks'),
  w('data quality checks', '/guides/asset-checks'),
  w('partitions', '/guides/partitioning'),
  w('partitioning assets', '/guides/partitioning'),
  w('partition dependencies', '/guides/partition-dependencies'),
  w('backfill', '/guides/partitioning'),
  w('declarative automation', '/guides/declarative-automation'),
  w('automation condition', '/guides/declarative-automation'),
  // "automation": the overview and Declarative Automation both answer it.
  w('automation', '/guides/automation', '/guides/declarative-automation'),
  w('io manager', '/guides/io-managers'),
  w('I/O managers', '/guides/io-managers'),
  w('resources', '/guides/resources'),
  w('docker compose', '/guides/docker'),
  w('deploy to kubernetes', '/guides/kubernetes'),
  w('k8s', '/guides/kubernetes', '/integrations/kubernetes', '/dagster-plus/deployment/hybrid/agents/kubernetes'),
  w('helm', '/guides/kubernetes', '/dagster-plus/deployment/hybrid/agents/kubernetes'),
  w('transform data with dbt', '/guides/transform-dbt'),
  w('external assets', '/guides/external-assets'),
  w('asset factories', '/guides/asset-factories'),
  w('metadata', '/guides/metadata'),
  w('asset tags', '/guides/metadata'),
  w('passing data between assets', '/guides/asset-dependencies'),
  w('unit testing', '/guides/unit-tests-assets-and-ops'),
  w('data freshness', '/guides/data-freshness-testing'),
  w('pipes', '/guides/pipes'),
  w('pipes subprocess', '/guides/pipes', '/guides/non-python'),
  w('run non-python code', '/guides/non-python'),
  w('connect to a database', '/guides/databases'),
  w('rest api pagination', '/guides/apis'),
  w('code locations', '/guides/code-locations', '/dagster-plus/deployment/code-locations'),
  w('asset sensors', '/guides/asset-sensors'),
  w('ingest data', '/guides/ingesting-data'),
  w('systemd', '/guides/dagster-service'),
  w('migrate to dagster plus', '/guides/self-hosted-to-dagster-plus'),
  w('create a pipeline', '/guides/pipelines'),
  w('asset decorator', '/guides/data-assets'),
  w('launchpad config', '/guides/configuring-assets'),
  // Dagster+
  w('serverless', '/dagster-plus/deployment/serverless'),
  w('hybrid agent', '/dagster-plus/deployment/hybrid'),
  w('hybrid deployment', '/dagster-plus/deployment/hybrid'),
  w('branch deployments', '/dagster-plus/deployment/branch-deployments'),
  w('ci', '/dagster-plus/deployment/branch-deployments', '/dagster-plus/deployment/serverless/ci-cd-in-serverless'),
  w('github actions', '/dagster-plus/deployment/branch-deployments/github', '/dagster-plus/deployment/serverless/ci-cd-in-serverless'),
  w('sso', ...SSO),
  w('saml', ...SSO),
  w('oidc', ...SSO, '/dagster-plus/access/authentication/google-workspace-sso'),
  // Two pages are about Okta: single sign-on and SCIM provisioning.
  w('okta', '/dagster-plus/access/authentication/okta-sso', '/dagster-plus/access/authentication/okta-scim'),
  w('entra id', '/dagster-plus/access/authentication/azure-ad-sso'),
  w('scim', '/dagster-plus/access/authentication/okta-scim'),
  w('rbac', '/dagster-plus/access/rbac'),
  w('user roles', '/dagster-plus/access/rbac/user-roles-permissions'),
  w('audit logs', '/dagster-plus/access/rbac/audit-logs'),
  w('alerts', '/dagster-plus/deployment/alerts'),
  w('slack alerts', '/dagster-plus/deployment/alerts/slack'),
  w('insights', '/dagster-plus/insights'),
  w('bigquery cost insights', '/dagster-plus/insights/google-bigquery'),
  w('agent tokens', '/dagster-plus/deployment/hybrid/tokens'),
  w(
    'ecs agent',
    '/dagster-plus/deployment/hybrid/agents/amazon-ecs-new-vpc',
    '/dagster-plus/deployment/hybrid/agents/amazon-ecs-existing-vpc',
  ),
  w('env vars', ...ENV_VARS),
  w('environment variables', ...ENV_VARS),
  w('serverless ip addresses', '/dagster-plus/deployment/serverless/dagster-ips'),
  w('what is dagster+', '/dagster-plus/whats-dagster-plus', '/guides/dagster-plus'),
  w('catalog views', '/dagster-plus/saved-views'),
  // Integrations
  w('snowflake', '/integrations/snowflake'),
  w('bigquery', '/integrations/gcp/bigquery'),
  w('google cloud storage', '/integrations/gcp/gcs'),
  w('gcp dataproc', '/integrations/gcp/dataproc'),
  w('s3', '/integrations/aws/s3'),
  w('aws lambda', '/integrations/aws/lambda'),
  w('databricks', '/integrations/databricks'),
  w('airbyte', '/integrations/airbyte'),
  w('fivetran', '/integrations/fivetran'),
  w('sling', '/integrations/sling'),
  w('duckdb', '/integrations/duckdb'),
  w('dbt', '/integrations/dbt', '/guides/transform-dbt'),
  w('spark', '/integrations/spark'),
  w('jupyter notebooks', '/integrations/jupyter'),
  w('openai', '/integrations/openai'),
  w('weights and biases', '/integrations/wandb'),
  w('delta lake', '/integrations/deltalake'),
  w('secrets manager', '/integrations/aws/secretsmanager'),
  w('hashicorp vault', '/integrations/hashicorp'),
  w('pagerduty', '/integrations/pagerduty', '/dagster-plus/deployment/alerts/pagerduty'),
  // API names
  api('AssetSpec', 'dagster.AssetSpec'),
  api('dg.asset', 'dagster.asset'),
  api('@asset', 'dagster.asset'),
  api('dagster.asset', 'dagster.asset'),
  api('DbtCliResource', 'dagster_dbt.DbtCliResource'),
  api('dbt_assets', 'dagster_dbt.dbt_assets'),
  api('dg.Definitions', 'dagster.Definitions'),
  api('materialize()', 'dagster.materialize'),
  api('ConfigurableResource', 'dagster.ConfigurableResource'),
  api('MaterializeResult', 'dagster.MaterializeResult'),
  api('build_op_context', 'dagster.build_op_context'),
  api('ScheduleDefinition', 'dagster.ScheduleDefinition'),
  api('RunRequest', 'dagster.RunRequest'),
  api('AutomationCondition', 'dagster.AutomationCondition'),
  api('DailyPartitionsDefinition', 'dagster.DailyPartitionsDefinition'),
  api('asset_check', 'dagster.asset_check'),
  api('AssetCheckResult', 'dagster.AssetCheckResult'),
  api('multi_asset', 'dagster.multi_asset'),
  api('define_asset_job', 'dagster.define_asset_job'),
  api('IOManager', 'dagster.IOManager'),
  api('PipesSubprocessClient', 'dagster.PipesSubprocessClient'),
  api('SnowflakeResource', 'dagster_snowflake.SnowflakeResource'),
  api('dagster_aws.s3.S3Resource', 'dagster_aws.s3.S3Resource'),
  api('AssetKey', 'dagster.AssetKey'),
  // CLI commands
  cli('dagster asset materialize', 'dagster.cli.asset.materialize'),
  cli('dagster job launch', 'dagster.cli.job.launch'),
  cli('dagster-daemon run', 'dagster.daemon.cli.run'),
  cli('dagster api grpc', 'dagster.cli.api.grpc'),
  cli('dagster instance migrate', 'dagster.cli.instance.migrate'),
  // Typos
  typo('sensr', '/guides/sensors'),
  typo('schedual', '/guides/schedules'),
  typo('partiton', '/guides/partitioning'),
  typo('kuberentes', '/guides/kubernetes', '/integrations/kubernetes', '/dagster-plus/deployment/hybrid/agents/kubernetes'),
  typo('snowflak', '/integrations/snowflake'),
  typo('declaritive automation', '/guides/declarative-automation'),
  typo('brnach deployments', '/dagster-plus/deployment/branch-deployments'),
  typo('enviroment variables', ...ENV_VARS),
  typo('Thinkng in assets', '/concepts/assets/thinking-in-assets'),
  typo('AsetSpec', 'symbol:dagster.AssetSpec'),
  typo('databricsk', '/integrations/databricks'),
];

const pageOf = (url: string) => url.split('#')[0];

/** Where an expectation points: a page route, or the URL of a symbol's anchor. */
function resolve(engine: Engine, expectation: string): { url: string; anchor: boolean } {
  if (!expectation.startsWith('symbol:')) return { url: expectation, anchor: false };
  const qualname = expectation.slice('symbol:'.length);
  const record = engine.records.find((r) => r?.url.startsWith('/api/') && r.url.endsWith(`#${qualname}`));
  if (!record) throw new Error(`no API anchor for ${qualname}`);
  return { url: record.url, anchor: true };
}

export interface CaseResult extends RelevanceCase {
  /** The first hits' URLs. */
  got: string[];
  /** The first hit is on an expected page (or is the expected anchor). */
  top1: boolean;
  /** Position of the first expected hit among the distinct pages of the hits, in hit order (the order a reader sees). */
  rank: number | null;
}

/** Runs every case and the share of queries answered at the top (top-1) and within the first three pages (top-3). */
export function evaluate(engine: Engine, cases = RELEVANCE_CASES) {
  const results: CaseResult[] = cases.map((c) => {
    const targets = c.expect.map((e) => resolve(engine, e));
    const matches = (url: string) => targets.some((t) => (t.anchor ? t.url === url : t.url === pageOf(url)));
    const { hits } = searchEngine(engine, { indexName: 'relevance', query: c.query, hitsPerPage: 100 });
    const pages: string[] = [];
    let rank: number | null = null;
    for (const hit of hits) {
      if (!pages.includes(pageOf(hit.url))) pages.push(pageOf(hit.url));
      if (matches(hit.url)) {
        rank = pages.indexOf(pageOf(hit.url)) + 1;
        break;
      }
    }
    return { ...c, got: hits.slice(0, 4).map((h) => h.url), top1: Boolean(hits[0] && matches(hits[0].url)), rank };
  });
  const top1 = results.filter((r) => r.top1).length / results.length;
  const top3 = results.filter((r) => r.rank !== null && r.rank <= 3).length / results.length;
  return { results, top1, top3 };
}
