import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildApiManifest, type ApiPageData } from '../../lib/api/symbols';
import { checkDocs } from '../../lib/checks/content';
import { checkExamples, deprecatedAllowedBy, exampleReference, type ExampleReference } from '../../lib/checks/examples';
import { getContentIndex } from '../../lib/content/content-index';
import type { MdxDoc } from '../../lib/content/doc';

const symbol = (qualname: string, kind: string, signature: string | null, extra: object = {}) => ({
  name: qualname.split('.').pop()!,
  qualname,
  kind,
  signature,
  ...extra,
});

/** A small reference: a decorator, classes (one with a method, one deprecated) and a Config base. */
const pages = [
  {
    route: '/api/test',
    title: 'Test',
    sections: [
      {
        heading: 'All',
        symbols: [
          symbol(
            'dagster.asset',
            'decorator',
            'asset(compute_fn: Optional[Callable] = None, *, name: Optional[str] = None, group_name: Optional[str] = None) -> AssetsDefinition',
            {
              hiddenKwargs: ['compute_kind'],
            },
          ),
          symbol('dagster.multi_asset', 'decorator', 'multi_asset(*, name: Optional[str] = None) -> Callable'),
          symbol('dagster.AssetKey', 'class', 'AssetKey(path: Union[str, Sequence[str]])'),
          symbol(
            'dagster.Definitions',
            'class',
            'Definitions(assets: Optional[Iterable] = None, resources: Optional[Mapping[str, Any]] = None)',
            {
              members: [symbol('dagster.Definitions.get_job_def', 'method', 'get_job_def(name: str) -> JobDefinition')],
            },
          ),
          symbol('dagster.AssetExecutionContext', 'class', 'AssetExecutionContext(op_execution_context: OpExecutionContext)', {
            members: [
              symbol(
                'dagster.AssetExecutionContext.add_output_metadata',
                'method',
                'add_output_metadata(metadata: Mapping[str, Any], output_name: Optional[str] = None) -> None',
              ),
              symbol('dagster.AssetExecutionContext.has_tag', 'method', 'has_tag(key: str) -> bool', { status: 'deprecated' }),
            ],
          }),
          symbol('dagster.SourceAsset', 'class', 'SourceAsset(key: CoercibleToAssetKey, description: Optional[str] = None)', {
            status: 'deprecated',
          }),
          symbol('dagster.Config', 'class', 'Config(**config_dict) -> None'),
          symbol('dagster.IOManager', 'class', 'IOManager()'),
        ],
      },
    ],
  },
] as unknown as ApiPageData[];
const manifest = buildApiManifest(pages);
const reference: ExampleReference = exampleReference(manifest, { pages: new Map(), symbols: new Map(), names: new Map() });
const run = (code: string, allowDeprecated: string[] = []) =>
  checkExamples([{ file: 'guides/example.mdx', line: 10, code, allowDeprecated }], reference, []).map(
    (p) => `${p.file}:${p.line}: ${p.message}`,
  );

test('a correct example passes: imports, aliases, bare and called decorators, classes, typed names, Config fields', () => {
  const code = `import dagster as dg
from dagster import asset as a, Definitions

@dg.asset(name="orders", group_name="sales")
def orders(context: dg.AssetExecutionContext):
    context.log.info("loading")
    context.add_output_metadata({"rows": 3}, "result")
    return dg.AssetKey(["sales", "orders"])

@a
def customers(): ...

class Settings(dg.Config):
    limit: int
    region: str = "eu"

class Store(dg.IOManager):
    def handle_output(self, context, obj): ...

defs = Definitions(assets=[orders, customers], resources={"io_manager": Store()})
defs.get_job_def("__ASSET_JOB")
settings = Settings(limit=5, region="us")
dg.Definitions(**{"assets": []})
`;
  assert.deepEqual(run(code), []);
});

test('a misspelt keyword, too many positional arguments, a missing required parameter and a deprecated symbol fail, naming file, line and call', () => {
  const code = `import dagster as dg

@dg.asset(nme="orders")
def orders(context: dg.AssetExecutionContext):
    context.add_output_metadata({"rows": 3}, "result", "extra")
    return dg.AssetKey()

old = dg.SourceAsset(key="raw_orders")
key = dg.AssetKey("a", "b")
`;
  assert.deepEqual(run(code), [
    "guides/example.mdx:13: example dg.asset(...): keyword 'nme' is not a parameter of the call form (dagster.asset)",
    'guides/example.mdx:15: example context.add_output_metadata(...): passes 3 positional arguments; the call form takes at most 2 (dagster.AssetExecutionContext.add_output_metadata)',
    'guides/example.mdx:16: example dg.AssetKey(...): required parameter path missing (dagster.AssetKey)',
    'guides/example.mdx:18: example uses dagster.SourceAsset, which the reference marks deprecated in 1.9 (use its replacement, or say on the page that it is deprecated)',
    'guides/example.mdx:19: example dg.AssetKey(...): passes 2 positional arguments; the call form takes at most 1 (dagster.AssetKey)',
  ]);
});

test('bare decorators, Config fields, inherited constructors and deprecated members are checked', () => {
  const code = `from dagster import AssetExecutionContext, Config, IOManager, multi_asset

@multi_asset
def both(): ...

class Settings(Config):
    limit: int

class Store(IOManager):
    pass

Settings(limt=5)
Settings(5)
Store("path")

def body(context: AssetExecutionContext):
    return context.has_tag("team")
`;
  assert.deepEqual(run(code), [
    'guides/example.mdx:13: example @multi_asset: passes 1 positional argument; the call form takes at most 0 (dagster.multi_asset)',
    "guides/example.mdx:22: example Settings(...): keyword 'limt' is not a field of the class (fields: limit) (Settings (a subclass of dagster.Config))",
    'guides/example.mdx:23: example Settings(...): passes 1 positional argument; a Config or resource class takes its fields by keyword only (Settings (a subclass of dagster.Config))',
    'guides/example.mdx:24: example Store(...): passes 1 positional argument; the call form takes at most 0 (Store (a subclass of dagster.IOManager))',
    'guides/example.mdx:27: example uses dagster.AssetExecutionContext.has_tag, which the reference marks deprecated in 1.9 (use its replacement, or say on the page that it is deprecated)',
  ]);
});

test('a hidden keyword (taken by a **kwargs the call form leaves out) is reported as such', () => {
  assert.deepEqual(run('import dagster as dg\n\n@dg.asset(compute_kind="python")\ndef a(): ...\n'), [
    "guides/example.mdx:13: example dg.asset(...): keyword 'compute_kind' is a hidden parameter (deprecated or internal) that the call form leaves out (dagster.asset)",
  ]);
});

test('a name bound once to a constructor, with or without an annotation, has that type', () => {
  assert.deepEqual(run('import dagster as dg\n\ndefs: dg.Definitions = dg.Definitions()\ndefs.get_job_def()\n'), [
    'guides/example.mdx:14: example defs.get_job_def(...): required parameter name missing (dagster.Definitions.get_job_def)',
  ]);
});

test('unresolvable calls are skipped: shadowed imports, rebound names, unknown types, subclasses with their own __init__', () => {
  const code = `import dagster as dg
from dagster import asset

def asset(*args): ...
asset(1, 2, 3, nope=True)

defs = dg.Definitions()
defs = make_defs()
defs.get_job_def("a", "b", "c")

class Custom(dg.IOManager):
    def __init__(self, root): ...

Custom("/tmp")

def body(context):
    context.add_output_metadata(1, 2, 3, 4)
`;
  assert.deepEqual(run(code), []);
});

test('deliberate exceptions: an ignore comment, an allow-list entry, a page that says the symbol is deprecated', () => {
  assert.deepEqual(run('import dagster as dg\ndg.AssetKey("a", "b")  # examples-check: ignore\n'), []);
  const allow = [{ qualname: 'dagster.asset', keyword: 'compute_kind', reason: 'hidden parameter' }];
  const found = checkExamples(
    [{ file: 'x.mdx', line: 0, code: 'import dagster as dg\n@dg.asset(compute_kind="python", nme="a")\ndef a(): ...\n' }],
    reference,
    allow,
  );
  assert.deepEqual(
    found.map((p) => p.message),
    ["example dg.asset(...): keyword 'nme' is not a parameter of the call form (dagster.asset)"],
  );
  const sections = [{ trail: [], text: 'SourceAsset is deprecated in 1.9; use AssetSpec instead.' }];
  const allowed = deprecatedAllowedBy(sections, manifest);
  assert.deepEqual(allowed, ['dagster.SourceAsset']);
  assert.deepEqual(run('import dagster as dg\nold = dg.SourceAsset("raw")\n', allowed), []);
  assert.deepEqual(deprecatedAllowedBy([{ trail: [], text: 'SourceAsset declares an external asset.' }], manifest), []);
});

test('the content check runs the examples check on a page', () => {
  const site = getContentIndex();
  const page = site.docs.find((d): d is MdxDoc => d.kind === 'mdx' && d.analysis.code.some((c) => c.lang === 'python'))!;
  const code = 'import dagster as dg\n\n\n@dg.asset(nme="orders")\ndef orders():\n    return 1\n';
  const doc = { ...page, analysis: { ...page.analysis, code: [{ lang: 'python', meta: '', value: code, line: 40 }] } };
  const problems = checkDocs([doc], site).filter((p) => p.message.startsWith('example '));
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}: ${p.message}`),
    [`${page.file}:44: example dg.asset(...): keyword 'nme' is not a parameter of the call form (dagster.asset)`],
  );
});
