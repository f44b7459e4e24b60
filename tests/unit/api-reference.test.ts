import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeShiki from '@shikijs/rehype';
import { unified } from 'unified';
import { checkApiData, checkApiDescriptions } from '../../lib/checks/descriptions';
import { buildApiIndex, loadApiIndex } from '../../lib/api/python-refs.mjs';
import { callFormHtml, paramAnchors } from '../../lib/api/render';
import { formatCallForm, parseSignature, splitParams } from '../../lib/api/signature';
import { apiCounts, buildApiManifest, cliArguments, getApiManifest, pageSymbols, type ApiPageData } from '../../lib/api/symbols';
import { getUnverified, type Unverified } from '../../lib/api/unverified';
import { checkDocs, checkPythonImports } from '../../lib/checks/content';
import { apiHeadings, apiPageSummary } from '../../lib/content/api-doc';
import { getContentIndex } from '../../lib/content/content-index';
import type { MdxDoc } from '../../lib/content/doc';
import rehypeCodeLinks from '../../lib/mdx/rehype-code-links.mjs';
import { shikiOptions } from '../../next.config.mjs';

const fixture = path.resolve('tests/fixtures/api-v2');
const noneUnverified = (): Unverified => ({ pages: new Map(), symbols: new Map(), names: new Map() });
const fixturePages = (): ApiPageData[] => JSON.parse(fs.readFileSync(path.join(fixture, 'api/symbols.json'), 'utf8')).pages;

// Call forms as read from Dagster 1.9 source (asset_decorator.py and others at pskinnerthyme/dagster@871b1b1c).
const ASSET =
  'asset(compute_fn: Optional[Callable[..., Any]] = None, *, name: Optional[str] = None, key_prefix: Optional[CoercibleToAssetKeyPrefix] = None, ins: Optional[Mapping[str, AssetIn]] = None, metadata: Optional[ArbitraryMetadataMapping] = None, output_required: bool = True, **kwargs) -> Union[AssetsDefinition, Callable[[Callable[..., Any]], AssetsDefinition]]';
const REAL = [
  ASSET,
  "dbt_assets(*, manifest: DbtManifestParam, select: str = 'fqn:*', exclude: Optional[str] = None, name: Optional[str] = None)",
  'DatahubKafkaEmitterResource(*, connection: DatahubKafkaEmitterConfig, topic_routes: Dict[str, str] = {MCE_KEY: DEFAULT_MCE_KAFKA_TOPIC, MCP_KEY: DEFAULT_MCP_KAFKA_TOPIC})',
  'DagsterError(*args, **kwargs)',
  "f(a, b: int = 1, /, c: 'Literal[\"x, y\"]' = 'a,b=c', *args: Any, d=lambda x: x, e: bool = a == b, **kw) -> Tuple[int, str]",
  'build_op_context(resources: Optional[Mapping[str, Any]] = None, op_config: Any = None, partition_key: Optional[str] = None, mapping_key: Optional[str] = None, _assets_def: Optional[AssetsDefinition] = None) -> OpExecutionContext',
];

/** What Python's ast reads from `def <signature>: pass`: name, then [param, marker, annotation?, default?]... */
function pythonParse(signatures: string[]): unknown[] {
  const program = `
import ast, json, sys
out = []
for sig in json.load(sys.stdin):
    f = ast.parse(f"def {sig}: pass").body[0]
    a = f.args
    pos = a.posonlyargs + a.args
    defaults = [None] * (len(pos) - len(a.defaults)) + a.defaults
    seg = lambda n: ast.unparse(n) if n is not None else None
    ps = [[p.arg, 'positional-only' if i < len(a.posonlyargs) else 'normal', seg(p.annotation), seg(d)] for i, (p, d) in enumerate(zip(pos, defaults))]
    if a.vararg: ps.append([a.vararg.arg, 'var-positional', seg(a.vararg.annotation), None])
    ps += [[p.arg, 'keyword-only', seg(p.annotation), seg(d)] for p, d in zip(a.kwonlyargs, a.kw_defaults)]
    if a.kwarg: ps.append([a.kwarg.arg, 'var-keyword', seg(a.kwarg.annotation), None])
    out.append([f.name, ps, seg(f.returns)])
print(json.dumps(out))
`;
  const r = spawnSync('python3', ['-c', program], { input: JSON.stringify(signatures), encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout);
}

/** The same shape from our parser, with annotations and defaults normalised through Python's unparse. */
function oursNormalised(signatures: string[]): unknown[] {
  const parsed = signatures.map(parseSignature);
  const pieces = parsed
    .flatMap((s) => [...s.params.flatMap((p) => [p.annotation, p.default]), s.returns])
    .filter((x): x is string => x !== undefined);
  const r = spawnSync(
    'python3',
    ['-c', 'import ast, json, sys\nprint(json.dumps([ast.unparse(ast.parse(s, mode="eval").body) for s in json.load(sys.stdin)]))'],
    { input: JSON.stringify(pieces), encoding: 'utf8' },
  );
  assert.equal(r.status, 0, r.stderr);
  const unparsed = new Map(pieces.map((p, i) => [p, JSON.parse(r.stdout)[i] as string]));
  const norm = (x?: string) => (x === undefined ? null : unparsed.get(x));
  return parsed.map((s) => [s.name, s.params.map((p) => [p.name, p.marker, norm(p.annotation), norm(p.default)]), norm(s.returns)]);
}

test('the signature parser reads names, markers, annotations, defaults and the return annotation as Python does', () => {
  assert.deepEqual(oursNormalised(REAL), pythonParse(REAL));
  const f = parseSignature(REAL[4]);
  assert.deepEqual(
    f.params.map((p) => `${p.marker}:${p.name}`),
    ['positional-only:a', 'positional-only:b', 'normal:c', 'var-positional:args', 'keyword-only:d', 'keyword-only:e', 'var-keyword:kw'],
  );
  assert.equal(f.params[2].default, "'a,b=c'");
  assert.equal(f.params[5].default, 'a == b');
  assert.equal(f.returns, 'Tuple[int, str]');
  assert.deepEqual(splitParams("a, b=(1, 2), c={'x': 1, 'y': 2}, d='a,b', *, e=None"), [
    'a',
    'b=(1, 2)',
    "c={'x': 1, 'y': 2}",
    "d='a,b'",
    '*',
    'e=None',
  ]);
});

test('every call form in the API data (and in staged pages under API_STAGING, when set) parses as Python reads it', () => {
  const staging = process.env.API_STAGING;
  const pages = [...getApiManifest().pages];
  if (staging && fs.existsSync(staging))
    for (const f of fs.readdirSync(staging).filter((f) => f.endsWith('.json')))
      pages.push(JSON.parse(fs.readFileSync(path.join(staging, f), 'utf8')));
  const sigs = [
    ...new Set(
      pages
        .flatMap((p) => (p.index ? [] : pageSymbols(p)))
        .map((s) => s.signature)
        .filter((s): s is string => !!s),
    ),
  ];
  assert.ok(sigs.length > 100);
  assert.deepEqual(oursNormalised(sigs), pythonParse(sigs));
});

test('call forms show defaults and markers without types; wrap one parameter a line when long', () => {
  assert.equal(formatCallForm(parseSignature('f(a, /, b: int = 1, *, c=None) -> int'), '@'), '@f(a, /, b=1, *, c=None) -> int');
  assert.equal(formatCallForm(parseSignature('f(*args, c=None, **kw)')), 'f(*args, c=None, **kw)');
  const lines = formatCallForm(parseSignature(ASSET), '@').split('\n');
  assert.deepEqual(
    [lines[0], lines[1], lines[2], lines.at(-2), lines.at(-1)],
    [
      '@asset(',
      '    compute_fn=None,',
      '    *,',
      '    **kwargs,',
      ') -> Union[AssetsDefinition, Callable[[Callable[..., Any]], AssetsDefinition]]',
    ],
  );
});

test('the API data: 0 callables without a call form, 0 entries without a source record, each qualname on one page', () => {
  const problems = checkApiData(getApiManifest()).map((p) => p.message);
  assert.equal(problems.length, 0, `${problems.length} problems, first: ${problems.slice(0, 10).join('\n')}`);
});

test('the data checks find a callable without call form, a missing source record, a duplicate qualname and a bad see', () => {
  const pages = fixturePages();
  assert.deepEqual(checkApiData(buildApiManifest(pages), noneUnverified()), []);
  const broken = structuredClone(pages);
  broken[0].sections[0].symbols[0].signature = null;
  delete broken[0].sections[0].symbols[1].source!.id;
  broken[1].sections[0].symbols.push(structuredClone(broken[0].sections[0].symbols[1]));
  broken[1].sections[0].see = ['dagster.Definitions'];
  const messages = checkApiData(buildApiManifest(broken), noneUnverified()).map((p) => p.message);
  assert.ok(messages.includes('/api/assets dagster.asset: decorator without a call form (signature)'), messages.join('\n'));
  assert.ok(messages.includes('/api/assets dagster.AssetSpec: no source record (repo, path and a 40-hex commit or an id)'));
  assert.ok(messages.some((m) => m.startsWith('dagster.AssetSpec is documented 2 times (/api/assets, /api/definitions)')));
  assert.ok(messages.includes("/api/definitions 'Definitions' sees dagster.Definitions, which is on the same page"));
});

test('unverified.json exempts only what it lists, and an entry that is no longer needed fails', () => {
  const pages = fixturePages();
  const broken = structuredClone(pages);
  broken[0].sections[0].symbols[0].signature = null;
  const exempt: Unverified = { pages: new Map(), symbols: new Map([['dagster.asset', 'not re-read']]), names: new Map() };
  assert.deepEqual(checkApiData(buildApiManifest(broken), exempt), []);
  const stale: Unverified = {
    pages: new Map([['/api/definitions', 'not re-read']]),
    symbols: new Map([['dagster.asset', 'not re-read']]),
    names: new Map(),
  };
  assert.deepEqual(
    checkApiData(buildApiManifest(pages), stale)
      .map((p) => p.message)
      .sort(),
    [
      'unverified.json lists /api/definitions, whose entries all have call forms and source records: remove it from the list',
      'unverified.json lists dagster.asset, which has a call form and a source record: remove it from the list',
    ],
  );
  const manifest = getContentIndex(fixture);
  const doc = manifest.byRoute.get('/guides/imports') as MdxDoc;
  const index = loadApiIndex(fixture);
  const block = doc.analysis.code.filter((c) => c.lang === 'python').map((c) => ({ file: doc.file, line: c.line, code: c.value }));
  assert.deepEqual(checkPythonImports(block, index, new Map([['dagster.NoSuchThing', 'pending']])), []);
  assert.match(
    checkPythonImports(
      block,
      index,
      new Map([
        ['dagster.NoSuchThing', 'pending'],
        ['dagster.asset', 'stale'],
      ]),
    )[0].message,
    /lists dagster.asset, which the reference now documents/,
  );
  const unverified = getUnverified();
  assert.equal(unverified.pages.size, 0, 'every API page has been re-read from 1.9 source');
  assert.ok(unverified.symbols.size <= 1 && unverified.names.size === 0, 'the real list only shrinks');
});

test('descriptions: every parameter and option has a meaning, none that the call form lacks, no signature keys', () => {
  assert.deepEqual(checkApiDescriptions(fixture).problems, []);
  const dir = fs.mkdtempSync('/tmp/api-desc-');
  fs.cpSync(fixture, dir, { recursive: true });
  const yaml = path.join(dir, 'api/descriptions/assets.yaml');
  fs.writeFileSync(
    yaml,
    fs
      .readFileSync(yaml, 'utf8')
      .replace('      partitions_def: How the asset is split into partitions.\n', '      pool: Not a parameter.\n')
      .replace('  dagster.AssetSpec:\n', '  dagster.AssetSpec:\n    signature: AssetSpec(key)\n'),
  );
  const cli = path.join(dir, 'api/descriptions/cli.yaml');
  fs.writeFileSync(cli, fs.readFileSync(cli, 'utf8').replace(/ +--port:.*\n/, ''));
  const messages = checkApiDescriptions(dir).problems.map((p) => `${p.file}: ${p.message}`);
  assert.deepEqual(messages.sort(), [
    "api/descriptions/assets.yaml: dagster.AssetSpec: remove the 'signature' key (the call form comes from symbols.json)",
    'api/descriptions/assets.yaml: dagster.asset: describes pool, which the call form does not have',
    'api/descriptions/assets.yaml: dagster.asset: no meaning for partitions_def',
    'api/descriptions/cli.yaml: dagster.cli.dev: no meaning for --port',
  ]);
});

test('parameter anchors: <qualname>.<param>, or <qualname>(<param>) when a member has that qualname; unique on every page', () => {
  const manifest = buildApiManifest(fixturePages());
  const isQualname = (id: string) => manifest.byQualname.has(id);
  const [assets, , cli] = manifest.pages;
  assert.deepEqual(
    pageSymbols(assets).flatMap((s) => paramAnchors(s, isQualname)),
    [
      'dagster.asset.compute_fn',
      'dagster.asset.name',
      'dagster.asset.partitions_def',
      'dagster.asset.output_required',
      'dagster.AssetSpec(key)',
      'dagster.AssetSpec.deps',
    ],
  );
  assert.deepEqual(paramAnchors(pageSymbols(cli)[0], isQualname), ['dagster.cli.dev.--port', 'dagster.cli.dev.--verbose']);
  const html = callFormHtml(pageSymbols(assets)[0], { summary: 's', params: { partitions_def: 'How it is `split`.' } }, isQualname);
  assert.match(
    html,
    /<li id="dagster\.asset\.partitions_def"><a href="#dagster\.asset\.partitions_def">partitions_def<\/a><code>: Optional\[PartitionsDefinition\] = None<\/code> – How it is <code>split<\/code>\.<\/li>/,
  );
  assert.match(
    html,
    /^<pre class="api-signature" tabindex="0" role="group" aria-label="Signature"><code>@asset\(\n {4}compute_fn=None,\n {4}\*,/,
  );
  const cliHtml = callFormHtml(pageSymbols(cli)[0], { summary: 's', params: { '--port': 'Port.' } }, isQualname);
  assert.equal(
    cliHtml,
    '<pre class="api-signature" tabindex="0" role="group" aria-label="Usage"><code>dagster dev [OPTIONS]</code></pre><p class="api-params-title">Options</p><ul class="api-params">' +
      '<li id="dagster.cli.dev.--port"><a href="#dagster.cli.dev.--port">-p, --port</a><code> INTEGER = 3000</code> – Port.</li>' +
      '<li id="dagster.cli.dev.--verbose"><a href="#dagster.cli.dev.--verbose">--verbose</a></li></ul>',
  );
  for (const m of [manifest, getApiManifest()])
    for (const page of m.pages.filter((p) => !p.index)) {
      const ids = [
        ...apiHeadings(page).map((h) => h.id),
        ...pageSymbols(page).flatMap((s) => paramAnchors(s, (id) => m.byQualname.has(id))),
      ];
      assert.deepEqual(
        ids.filter((id, i) => ids.indexOf(id) !== i),
        [],
        page.route,
      );
    }
});

test('an imported name that no symbol documents fails the content check with file, line and name', () => {
  const manifest = getContentIndex(fixture);
  const doc = manifest.byRoute.get('/guides/imports') as MdxDoc;
  const index = loadApiIndex(fixture);
  const problems = checkDocs([doc], manifest, { python: false, apiIndex: index }).filter((p) => /imports/.test(p.message));
  assert.deepEqual(
    problems.map((p) => `${p.file}:${p.line}: ${p.message.split(',')[0]}`),
    ['guides/imports.mdx:17: imports dagster.NoSuchThing'],
  );
  const aliased = buildApiIndex(fixturePages(), {});
  assert.equal(aliased.href('dagster._core.definitions.asset_spec.AssetSpec'), '/api/assets#dagster.AssetSpec');
});

test('the code-link plugin turns Dagster names in Python blocks into links to their anchors', async () => {
  process.env.DOCS_CONTENT_DIR = fixture;
  try {
    const processor = unified()
      .use(remarkParse)
      .use(remarkRehype)
      .use(rehypeShiki, shikiOptions as never)
      .use(rehypeCodeLinks);
    const md =
      '```python\nimport dagster as dg\nfrom dagster import AssetSpec\n\n@dg.asset\ndef a(): ...\n\nspec = AssetSpec("x")  # dg.Definitions in a comment\ndefs = dg.Definitions(assets=[a])\n```\n\n```bash\ndg.asset\n```\n';
    const html = toHtml((await processor.run(processor.parse(md))) as never);
    const links = [...html.matchAll(/<a href="([^"]+)" class="code-ref">([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`);
    assert.deepEqual(links, [
      'AssetSpec /api/assets#dagster.AssetSpec',
      'asset /api/assets#dagster.asset',
      'AssetSpec /api/assets#dagster.AssetSpec',
      'Definitions /api/definitions#dagster.Definitions',
    ]);
  } finally {
    delete process.env.DOCS_CONTENT_DIR;
  }
});

test('a module split by section: section pages document the symbols, the overview lists them, code links and checks follow', () => {
  const pages = fixturePages();
  const assets = pages.find((p) => p.route === '/api/assets')!;
  assets.splitSections = true;
  const manifest = buildApiManifest(pages);
  const overview = manifest.pages.find((p) => p.route === '/api/assets')!;
  const partRoutes = assets.sections.filter((s) => s.symbols.length).map((s) => s.heading);
  assert.equal(overview.parts?.length, partRoutes.length);
  const first = overview.parts![0];
  assert.match(first.route, /^\/api\/assets\/[a-z0-9-]+$/);
  const part = manifest.pages.find((p) => p.route === first.route)!;
  assert.equal(part.partOf, '/api/assets');
  assert.equal(part.title, first.heading);
  assert.deepEqual(
    part.sections.map((s) => s.heading),
    [first.heading],
  );
  // The symbol belongs to its section page, not to the overview: no duplicate, and code links go there.
  const qualname = part.sections[0].symbols[0].qualname;
  assert.equal(manifest.byQualname.get(qualname)?.route, first.route);
  assert.equal(manifest.duplicates.size, 0);
  assert.equal(buildApiIndex(pages, {}).href(qualname), `${first.route}#${qualname}`);
  assert.deepEqual(checkApiData(manifest, noneUnverified()), []);
  // Headings: the overview has its sections only; a section page its symbols, without repeating its title.
  assert.deepEqual(
    apiHeadings(overview).map((h) => h.depth),
    partRoutes.map(() => 2),
  );
  assert.ok(apiHeadings(part).some((h) => h.id === qualname && h.depth === 2) && apiHeadings(part).every((h) => h.depth >= 2));
  assert.match(apiPageSummary(overview, fixture), new RegExp(`in ${partRoutes.length} sections?, each on its own page`));
});

test('the counts header of symbols.json is what its pages hold (entries with members; CLI usage lines count as call forms)', () => {
  const raw = JSON.parse(fs.readFileSync(path.resolve('content/api/symbols.json'), 'utf8'));
  assert.deepEqual(raw.counts, apiCounts(raw.pages), 'update "counts" in content/api/symbols.json to these values');
  assert.deepEqual(apiCounts(fixturePages()).pages, fixturePages().length);
});

test("CLI positional arguments include optional ones ([NAME], [SCHEDULE_NAME]...), not a group's [ARGS]...", () => {
  assert.deepEqual(cliArguments('dagster schedule start [OPTIONS] [SCHEDULE_NAME]...'), ['SCHEDULE_NAME']);
  assert.deepEqual(cliArguments('dagster-celery worker terminate [OPTIONS] [NAME]'), ['NAME']);
  assert.deepEqual(cliArguments('dagster run delete [OPTIONS] RUN_ID'), ['RUN_ID']);
  assert.deepEqual(cliArguments('dagster schedule [OPTIONS] COMMAND [ARGS]...'), ['COMMAND']);
});

test('a call form that leaves out a **kwargs of hidden parameters says so on the page', () => {
  const manifest = getApiManifest();
  const hiding = [...manifest.byQualname.values()].map((e) => e.symbol).filter((s) => s.hiddenKwargs);
  assert.ok(hiding.length >= 12);
  for (const symbol of hiding) {
    assert.ok(symbol.signature && !symbol.signature.includes('**'), `${symbol.qualname}: hiddenKwargs on a form that shows **`);
    assert.ok(
      symbol.hiddenKwargs!.length > 0 && symbol.hiddenKwargs!.every((n) => symbol.source?.era?.includes(n)),
      `${symbol.qualname}: names not on its source record`,
    );
    const html = callFormHtml(symbol, undefined, (id) => manifest.byQualname.has(id));
    assert.match(html, /<p class="api-hidden-kwargs">Not shown: the source also takes <code>\*\*kwargs<\/code>/);
    for (const name of symbol.hiddenKwargs!) assert.ok(html.includes(`<code>${name}</code>`), `${symbol.qualname}: ${name}`);
  }
  const asset = manifest.byQualname.get('dagster.asset')!.symbol;
  assert.deepEqual(asset.hiddenKwargs, ['compute_kind', 'freshness_policy', 'auto_materialize_policy', 'non_argument_deps']);
  const plain = manifest.byQualname.get('dagster.Definitions')!.symbol;
  assert.doesNotMatch(
    callFormHtml(plain, undefined, () => false),
    /api-hidden-kwargs/,
  );
});

test('exception classes built by the Python exception constructor are all written one way, (*args)', () => {
  const builtin = [...getApiManifest().byQualname.values()]
    .map((e) => e.symbol)
    .filter((s) => s.source?.era?.includes('built by the Python exception constructor'));
  assert.ok(builtin.length >= 16, `${builtin.length}`);
  for (const s of builtin) assert.equal(s.signature, `${s.name}(*args)`, s.qualname);
  for (const q of [
    'dagster.DagsterError',
    'dagster.DagsterInvariantViolationError',
    'dagster_aws.emr.EmrError',
    'dagstermill.DagstermillError',
  ])
    assert.ok(
      builtin.some((s) => s.qualname === q),
      q,
    );
});

test("/api/external-assets documents the instance API of 1.9's external-assets page", () => {
  const manifest = getApiManifest();
  const page = manifest.pages.find((p) => p.route === '/api/external-assets')!;
  assert.deepEqual(
    pageSymbols(page).map((s) => s.qualname),
    ['dagster.DagsterInstance.report_runless_asset_event'],
  );
  assert.equal(manifest.byQualname.get('dagster.DagsterInstance.report_runless_asset_event')?.route, '/api/external-assets');
});
