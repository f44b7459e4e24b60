import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { checkApiData } from '../../lib/checks/descriptions';
import { buildApiIndex } from '../../lib/api/python-refs.mjs';
import { paramStatusHtml, symbolNotesHtml, symbolNotesMarkdown, USED_IN_LIMIT } from '../../lib/api/notes';
import { callFormHtml } from '../../lib/api/render';
import { buildApiManifest, getApiManifest, type ApiPageData, type ApiSymbol } from '../../lib/api/symbols';
import type { Unverified } from '../../lib/api/unverified';
import { exampleReference, checkExamples } from '../../lib/checks/examples';
import { getContentIndex } from '../../lib/content/content-index';
import { usedInIndex } from '../../lib/content/used-in';
import { apiToMarkdown } from '../../lib/markdown/api-to-markdown';
import { classBaseNames, deriveBases, type LineRecord, mergeStatusHistory, unscannedEntries } from '../../scripts/api-data/api-data';

const fixture = path.resolve('tests/fixtures/api-v2');
const noneUnverified = (): Unverified => ({ pages: new Map(), symbols: new Map(), names: new Map() });
const fixturePages = (): ApiPageData[] => JSON.parse(fs.readFileSync(path.join(fixture, 'api/symbols.json'), 'utf8')).pages;
const find = (pages: ApiPageData[], qualname: string): ApiSymbol =>
  pages
    .flatMap((p) => p.sections.flatMap((s) => s.symbols.flatMap((x) => [x, ...(x.members ?? [])])))
    .find((s) => s.qualname === qualname)!;
const CHANGES = 'https://github.com/dagster-io/dagster/blob/master/CHANGES.md#194-core--0254-libraries';

test('the data check rejects an unknown status, a paramStatus or history param the call form lacks, a version outside 1.9 and an undocumented base', () => {
  const pages = fixturePages();
  const asset = find(pages, 'dagster.asset');
  const spec = find(pages, 'dagster.AssetSpec');
  asset.paramStatus = { name: { status: 'experimental' } };
  asset.history = [{ version: '1.9.4', change: 'added', param: 'name', summary: 'New.', changelog: CHANGES }];
  spec.bases = ['dagster.Definitions'];
  spec.status = 'deprecated';
  spec.statusDetail = { breakingVersion: '2.0', replacement: 'AssetSpec' };
  assert.deepEqual(checkApiData(buildApiManifest(pages), noneUnverified()), [], 'a valid entry of each kind passes');

  const broken = structuredClone(pages);
  const bAsset = find(broken, 'dagster.asset');
  const bSpec = find(broken, 'dagster.AssetSpec');
  bAsset.paramStatus = { owners: { status: 'experimental' }, name: { status: 'alpha' as never } };
  bAsset.status = 'unstable' as never;
  bAsset.history = [
    { version: '1.9.14', change: 'added', summary: 'Later.', changelog: CHANGES },
    { version: '1.8.2', change: 'changed', summary: 'Earlier.', changelog: CHANGES },
    { version: '1.9.4', change: 'changed', param: 'owners', summary: 'Owners.', changelog: CHANGES },
  ];
  bSpec.bases = ['dagster.NoSuchBase'];
  find(broken, 'dagster.Definitions').fields = ['key'];
  find(broken, 'dagster.Definitions').overrides = ['key'];
  const messages = checkApiData(buildApiManifest(broken), noneUnverified()).map((p) => p.message);
  const expected = [
    "/api/assets dagster.asset: unknown status 'unstable' (one of experimental, preview, beta, deprecated, superseded)",
    "/api/assets dagster.asset: paramStatus names 'owners', which the call form does not have",
    "/api/assets dagster.asset: paramStatus 'name': unknown status 'alpha'",
    '/api/assets dagster.asset: history added 1.9.14: version outside 1.9.0-1.9.13',
    '/api/assets dagster.asset: history changed 1.8.2: version outside 1.9.0-1.9.13',
    "/api/assets dagster.asset: history changed 1.9.4 (owners): names 'owners', which the call form does not have",
    '/api/assets dagster.AssetSpec: base dagster.NoSuchBase is not documented on any page',
    '/api/definitions dagster.Definitions: fields without bases (they only hide inherited members)',
    '/api/definitions dagster.Definitions: overrides without bases (they name base members)',
  ];
  assert.deepEqual(messages.sort(), expected.sort());
});

test('a parameter with a status shows its badge, linking to the statuses section, in the HTML and the Markdown', () => {
  const manifest = getApiManifest();
  const asset = manifest.byQualname.get('dagster.asset')!;
  assert.equal(asset.symbol.paramStatus?.owners?.status, 'experimental');
  const html = callFormHtml(
    asset.symbol,
    undefined,
    (id) => manifest.byQualname.has(id),
    (name) => paramStatusHtml(asset.symbol.paramStatus?.[name], manifest),
  );
  assert.match(
    html,
    /<li id="dagster\.asset\.owners"><a href="#dagster\.asset\.owners">owners<\/a><code>[^<]*<\/code> <a class="badge badge--experimental" href="\/api#statuses">experimental<\/a>/,
  );
  assert.match(
    html,
    /<li id="dagster\.asset\.name"><a href="#dagster\.asset\.name">name<\/a><code>[^<]*<\/code><\/li>/,
    'no badge without a status',
  );
  const page = manifest.pages.find((p) => p.route === asset.route)!;
  const md = apiToMarkdown(page, { title: page.title, description: '' });
  assert.match(md, /^- `owners` \([^)]*\) \*\*experimental\*\*: /m);
  const op = manifest.byQualname.get('dagster.op')!.symbol;
  assert.deepEqual(op.paramStatus?.version, { status: 'deprecated', breakingVersion: '2.0', replacement: 'code_version' });
  assert.equal(
    paramStatusHtml(op.paramStatus?.version, manifest),
    ' <a class="badge badge--deprecated" href="/api#statuses">deprecated</a> (removed in 2.0; use <code>code_version</code> instead)',
  );
});

test('a deprecated symbol says what replaces it and when it goes; history notes link to their changelog entries', () => {
  const manifest = getApiManifest();
  const pages = fixturePages();
  const spec = find(pages, 'dagster.AssetSpec');
  spec.status = 'deprecated';
  spec.statusDetail = { breakingVersion: '2.0', replacement: 'dagster.Definitions' };
  spec.history = [{ version: '1.9.4', change: 'changed', param: 'key', summary: 'Takes `key` as a string.', changelog: CHANGES }];
  const html = symbolNotesHtml(spec, buildApiManifest(pages), []);
  assert.match(
    html,
    /<p>Deprecated: removed in 2\.0; use <a href="\/api\/definitions#dagster\.Definitions"><code>dagster\.Definitions<\/code><\/a> instead\.<\/p>/,
  );
  assert.ok(
    html.includes(
      `<p class="api-see"><a href="${CHANGES}">Changed in 1.9.4</a> (<code>key</code>): Takes <code>key</code> as a string.</p>`,
    ),
    html,
  );
  const md = symbolNotesMarkdown(spec, buildApiManifest(pages), [], (p) => `https://x${p}`).join('\n');
  assert.match(
    md,
    /Deprecated: removed in 2\.0; use \[`dagster\.Definitions`\]\(https:\/\/x\/api\/definitions#dagster\.Definitions\) instead\./,
  );
  assert.match(
    md,
    /- \[Changed in 1\.9\.4\]\(https:\/\/github\.com\/dagster-io\/dagster\/blob\/master\/CHANGES\.md#194-core--0254-libraries\) \(`key`\)/,
  );
  // Real data: every symbol the changelog names has its notes on the page.
  const added = manifest.byQualname.get('dagster.AssetSpec.replace_attributes')!.symbol;
  assert.match(
    symbolNotesHtml(added, manifest, []),
    /<a href="https:\/\/github\.com\/dagster-io\/dagster\/blob\/master\/CHANGES\.md#194-[^"]+">Added in 1\.9\.4<\/a>/,
  );
});

test('Used in: the pages whose code the code-link pass resolved to a symbol, at most 8 then "and N more"', () => {
  const manifest = getContentIndex();
  const index = usedInIndex(manifest);
  const asset = index.get('dagster.asset') ?? [];
  // content/guides/asset-dependencies.mdx writes `@dg.asset` after `import dagster as dg`.
  assert.ok(
    asset.some((p) => p.route === '/guides/asset-dependencies' && p.title),
    asset.map((p) => p.route).join(', '),
  );
  assert.ok(asset.length > USED_IN_LIMIT);
  assert.ok(
    asset.every((p) => !p.route.startsWith('/api') && !p.route.startsWith('/integrations')),
    'concept and guide pages only',
  );
  const api = getApiManifest();
  const html = symbolNotesHtml(api.byQualname.get('dagster.asset')!.symbol, api, asset);
  const names = [...html.matchAll(/<p class="api-see">Used in: (.*?)<\/p>/g)][0][1];
  assert.equal([...names.matchAll(/<a href="/g)].length, USED_IN_LIMIT);
  assert.match(names, new RegExp(` and ${asset.length - USED_IN_LIMIT} more$`));
  // A name no page's code uses has no list.
  assert.doesNotMatch(symbolNotesHtml(api.byQualname.get('dagster.asset')!.symbol, api, []), /Used in/);
});

test('inherited members: listed per documented base, nearest first, without what the class itself defines', () => {
  const manifest = getApiManifest();
  const writer = manifest.byQualname.get('dagster_pipes.PipesS3MessageWriter')!.symbol;
  assert.deepEqual(writer.bases, ['dagster_pipes.PipesBlobStoreMessageWriter', 'dagster_pipes.PipesMessageWriter']);
  const html = symbolNotesHtml(writer, manifest, []);
  const lines = [...html.matchAll(/<p class="api-see">(Inherited from .*?)<\/p>/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
  // make_channel is its own; open comes from the nearer base, so PipesMessageWriter gives only what remains.
  assert.deepEqual(lines, [
    'Inherited from dagster_pipes.PipesBlobStoreMessageWriter: open, INCLUDE_STDIO_IN_MESSAGES_KEY',
    'Inherited from dagster_pipes.PipesMessageWriter: get_opened_extras, get_opened_payload',
  ]);
  assert.match(html, /<a href="#dagster_pipes\.PipesMessageWriter\.get_opened_extras">get_opened_extras<\/a>/);
  // The inherited name resolves to the base's entry for imports, code links and the examples check.
  assert.equal(
    manifest.aliases.get('dagster_pipes.PipesS3MessageWriter.get_opened_extras'),
    'dagster_pipes.PipesMessageWriter.get_opened_extras',
  );
});

test('bases come from the class statement; exact copies of a base member are removed, overrides kept', () => {
  assert.deepEqual(classBaseNames('class A(B, Generic[T], metaclass=ABCMeta):'), ['B', 'Generic']);
  assert.deepEqual(classBaseNames('class PipesS3MessageWriter(PipesBlobStoreMessageWriter[T_X]):'), ['PipesBlobStoreMessageWriter']);
  assert.equal(classBaseNames('class DagsterAssetMetadataValue('), null);
  assert.deepEqual(classBaseNames('class IntMetadataValue(\n    NamedTuple("_X", [("value", int)]),\n    MetadataValue[int],\n):'), [
    'NamedTuple',
    'MetadataValue',
  ]);
  const pages = fixturePages();
  const defs = find(pages, 'dagster.Definitions');
  const spec = find(pages, 'dagster.AssetSpec');
  const key = spec.members![0];
  const copy = { ...structuredClone(key), qualname: 'dagster.Definitions.key' };
  // Records that carry their own line (as the data now does) are told apart by it: the override is defined elsewhere.
  const override = { ...structuredClone(key), name: 'other', qualname: 'dagster.Definitions.other', source: { ...key.source!, line: 70 } };
  spec.members!.push({ ...structuredClone(key), name: 'other', qualname: 'dagster.AssetSpec.other', source: { ...key.source!, line: 50 } });
  defs.members = [copy, override];
  const lines = [
    { qualname: 'dagster.Definitions', line: 10, lineText: 'class Definitions(AssetSpec, Enum):' },
    { qualname: 'dagster.AssetSpec.key', line: 40, lineText: '    def key(self):' },
    { qualname: 'dagster.Definitions.key', line: 40, lineText: '    def key(self):' },
    { qualname: 'dagster.AssetSpec.other', line: 50, lineText: '    def other(self):' },
    { qualname: 'dagster.Definitions.other', line: 70, lineText: '    def other(self):' },
  ];
  const { removed } = deriveBases(pages, lines);
  assert.deepEqual(defs.bases, ['dagster.AssetSpec'], 'Enum is Python’s, not dagster.Enum');
  assert.deepEqual(removed, [{ qualname: 'dagster.Definitions.key', route: '/api/definitions' }]);
  assert.deepEqual(
    defs.members?.map((m) => m.qualname),
    ['dagster.Definitions.other'],
  );
  const again = structuredClone(pages);
  deriveBases(again, lines);
  assert.deepEqual(again, pages, 'running it again changes nothing');
  const manifest = buildApiManifest(pages);
  assert.equal(manifest.aliases.get('dagster.Definitions.key'), 'dagster.AssetSpec.key');
  // A base on another page is linked with its route (on the same page, by fragment alone).
  assert.match(
    symbolNotesHtml(defs, manifest, []),
    /<p class="api-see">Inherited from <a href="\/api\/assets#dagster\.AssetSpec"><code>dagster\.AssetSpec<\/code><\/a>: <a href="\/api\/assets#dagster\.AssetSpec\.key">key<\/a><\/p>/,
  );
  assert.equal(buildApiIndex(pages, {}).href('dagster.Definitions.key'), '/api/assets#dagster.AssetSpec.key');
});

test('bases follow an undocumented intermediate class through its own record; imports name what a base is', () => {
  const lines: LineRecord[] = [
    {
      qualname: 'dagster.Definitions',
      lineText: 'class Definitions(_Middle, Generic[T]):',
      imports: { _Middle: 'dagster._core.middle._Middle' },
    },
    {
      qualname: 'dagster._core.middle._Middle',
      lineText: 'class _Middle(\n    Spec,\n    ABC,\n):',
      imports: { Spec: 'dagster.AssetSpec' },
    },
  ];
  const pages = fixturePages();
  const { unread, unresolved } = deriveBases(pages, lines);
  assert.deepEqual(find(pages, 'dagster.Definitions').bases, ['dagster.AssetSpec']);
  assert.deepEqual(unread, []);
  assert.deepEqual(unresolved.sort(), ['dagster.Definitions: Generic', 'dagster._core.middle._Middle: ABC']);

  const cut = fixturePages();
  const partly = deriveBases(cut, [lines[0], { ...lines[1], lineText: 'class _Middle(' }]);
  assert.equal(find(cut, 'dagster.Definitions').bases, undefined, 'an intermediate read only in part gives nothing');
  assert.deepEqual(partly.unread, ['dagster._core.middle._Middle']);

  const alone = fixturePages();
  deriveBases(alone, [lines[0]]);
  assert.equal(find(alone, 'dagster.Definitions').bases, undefined, 'no record of the intermediate: no base by guess');
});

test('a NamedTuple field of the class hides the base member of the same name', () => {
  const pages = fixturePages();
  const defs = find(pages, 'dagster.Definitions');
  const statement =
    'class Definitions(\n    NamedTuple("_Definitions", [("key", PublicAttr[Optional[str]]), ("n", int)]),\n    AssetSpec,\n):';
  deriveBases(pages, [{ qualname: 'dagster.Definitions', lineText: statement }]);
  assert.deepEqual(defs.bases, ['dagster.AssetSpec']);
  assert.deepEqual(defs.fields, ['key', 'n']);
  const manifest = buildApiManifest(pages);
  assert.doesNotMatch(symbolNotesHtml(defs, manifest, []), /Inherited from/, 'AssetSpec.key is hidden by the field key');
  assert.equal(manifest.aliases.get('dagster.Definitions.key'), undefined);
  deriveBases(pages, [{ qualname: 'dagster.Definitions', lineText: 'class Definitions(AssetSpec):' }]);
  assert.equal(defs.fields, undefined, 'a statement without a NamedTuple clears them');
  assert.match(symbolNotesHtml(defs, buildApiManifest(pages), []), /Inherited from .*>key<\/a>/);
});

test('a base member the source redefines is listed as overridden, not inherited, and still resolves to the base', () => {
  const pages = fixturePages();
  const defs = find(pages, 'dagster.Definitions');
  const record = { qualname: 'dagster.Definitions', lineText: 'class Definitions(AssetSpec):', overrides: ['key', 'absent'] };
  const { stray } = deriveBases(pages, [record]);
  assert.deepEqual(defs.overrides, ['key'], 'only what a documented base documents');
  assert.deepEqual(stray, ['dagster.Definitions: absent']);
  const manifest = buildApiManifest(pages);
  const html = symbolNotesHtml(defs, manifest, []);
  assert.match(
    html,
    /<p class="api-see">Overrides members of <a href="\/api\/assets#dagster\.AssetSpec"><code>dagster\.AssetSpec<\/code><\/a>: <a href="\/api\/assets#dagster\.AssetSpec\.key">key<\/a><\/p>/,
  );
  assert.doesNotMatch(html, /Inherited from/, 'key was AssetSpec’s only member');
  const md = symbolNotesMarkdown(defs, manifest, [], (p) => `https://x${p}`).join('\n');
  assert.match(md, /^Overrides members of \[`dagster\.AssetSpec`\]\(https:\/\/x\/api\/assets#dagster\.AssetSpec\): \[`key`\]/m);
  assert.equal(manifest.aliases.get('dagster.Definitions.key'), 'dagster.AssetSpec.key');
  deriveBases(pages, [{ ...record, overrides: undefined }]);
  assert.equal(defs.overrides, undefined, 'a record without overrides clears them');
  assert.match(symbolNotesHtml(defs, buildApiManifest(pages), []), /Inherited from .*>key<\/a>/);
});

test('the status-history merge applies statuses, parameter statuses and history, and is idempotent', () => {
  const pages = fixturePages();
  const facts = {
    symbols: { 'dagster.AssetSpec': { status: 'deprecated', breakingVersion: '2.0', replacement: 'x' } },
    params: { 'dagster.asset': { name: { status: 'experimental' }, nope: { status: 'experimental' } } },
    history: {
      'dagster.asset': [
        { version: '1.9.10', change: 'changed' as const, summary: 'b', changelog: CHANGES },
        { version: '1.9.2', change: 'added' as const, summary: 'a', changelog: CHANGES },
      ],
    },
  };
  const skipped = mergeStatusHistory(pages, facts);
  assert.deepEqual(skipped, ['dagster.asset: parameter nope is not in the call form']);
  assert.deepEqual(find(pages, 'dagster.asset').paramStatus, { name: { status: 'experimental' } });
  assert.deepEqual(
    find(pages, 'dagster.asset').history?.map((h) => h.version),
    ['1.9.2', '1.9.10'],
  );
  const once = structuredClone(pages);
  mergeStatusHistory(pages, facts);
  assert.deepEqual(pages, once);
});

test('status coverage: an entry counts as scanned when any pass read its file, with or without the python_modules/ prefix', () => {
  const pages = fixturePages();
  const names = (scans: Parameters<typeof unscannedEntries>[1]) => unscannedEntries(pages, scans).map((e) => e.qualname);
  assert.deepEqual(
    names([]),
    ['dagster.asset', 'dagster.AssetSpec', 'dagster.AssetSpec.key', 'dagster.Definitions'],
    'CLI commands are left out',
  );
  assert.deepEqual(
    names([
      { meta: { files_read_at_snapshot: ['dagster/dagster/_core/definitions/decorators/asset_decorator.py'] } },
      { files: [{ path: 'python_modules/dagster/dagster/_core/definitions/asset_spec.py' }] },
    ]),
    ['dagster.Definitions'],
  );
  assert.deepEqual(names([{ firstPassNotes: [{ path: 'python_modules/dagster/dagster/_core/definitions/definitions_class.py' }] }]), [
    'dagster.asset',
    'dagster.AssetSpec',
    'dagster.AssetSpec.key',
  ]);
  assert.deepEqual(
    names([{ notDated: [{ path: 'python_modules/dagster/dagster/_core/definitions/definitions_class.py' }] }]),
    ['dagster.asset', 'dagster.AssetSpec', 'dagster.AssetSpec.key', 'dagster.Definitions'],
    'a file read only at a copy not dated to 1.9 stays unread',
  );
});

test('the examples check warns (not fails) on a keyword the source marks experimental', () => {
  const code = 'import dagster as dg\n\n@dg.asset(owners=["team:x"], name="a")\ndef a(): ...\n';
  const problems = checkExamples([{ file: 'guides/x.mdx', line: 10, code }], exampleReference());
  assert.deepEqual(
    problems.map((p) => `${p.severity}: ${p.file}:${p.line}: ${p.message}`),
    ["warning: guides/x.mdx:13: example dg.asset(...): parameter 'owners' is experimental"],
  );
});
