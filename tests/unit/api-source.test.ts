import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { sourceHtml, sourceMarkdown, sourceRecordsWithoutLine, sourceUrl } from '../../lib/api/source';
import { buildApiManifest, getApiManifest, type ApiPageData, type ApiSymbol } from '../../lib/api/symbols';
import { apiToMarkdown } from '../../lib/markdown/api-to-markdown';
import { checkApiData } from '../../lib/checks/descriptions';

const SNAPSHOT = { repo: 'pskinnerthyme/dagster', commit: '871b1b1cca24e238e89af757db9bd503c9afde2c' };
const PATH = 'python_modules/dagster/dagster/_core/definitions/decorators/asset_decorator.py';

test('a source record with a commit links to that commit, at its line when it has one', () => {
  assert.equal(
    sourceUrl({ ...SNAPSHOT, path: PATH, line: 74 }),
    `https://github.com/pskinnerthyme/dagster/blob/${SNAPSHOT.commit}/${PATH}#L74`,
  );
  assert.equal(sourceUrl({ ...SNAPSHOT, path: PATH }), `https://github.com/pskinnerthyme/dagster/blob/${SNAPSHOT.commit}/${PATH}`);
  assert.match(
    sourceHtml({ ...SNAPSHOT, path: PATH, line: 74 }),
    /^<p class="api-source"><a href="https:\/\/github\.com\/[^"]+#L74">Source<\/a><\/p>$/,
  );
  assert.equal(
    sourceMarkdown({ ...SNAPSHOT, path: PATH, line: 74 }),
    `Source: https://github.com/pskinnerthyme/dagster/blob/${SNAPSHOT.commit}/${PATH}#L74`,
  );
});

test('a record read from a stored copy with no commit is shown, not linked to a branch', () => {
  const stored = {
    repo: 'dagster-io/dagster',
    path: 'python_modules/dagster/dagster/_core/definitions/asset_spec.py',
    id: '648102486',
    line: 12,
  };
  assert.equal(sourceUrl(stored), null);
  assert.equal(sourceUrl({ ...stored, repo: 'unknown (find_string id 570608505)', commit: SNAPSHOT.commit }), null);
  const html = sourceHtml(stored);
  assert.doesNotMatch(html, /href=/);
  assert.match(html, /asset_spec\.py line 12 in dagster-io\/dagster, stored copy 648102486 \(commit unknown\)/);
  assert.match(sourceMarkdown(stored) ?? '', /^Source: `python_modules\/.+stored copy 648102486 \(commit unknown\)`$/);
  assert.equal(sourceHtml(null), '');
});

test('every source record with a commit in the API data links to GitHub, unless its repository is unknown', () => {
  const unlinked = [...getApiManifest().byQualname]
    .filter(([, { symbol }]) => symbol.source?.commit && !sourceUrl(symbol.source))
    .map(([qualname, { symbol }]) => `${qualname} ${symbol.source?.repo}`);
  assert.deepEqual(
    unlinked.filter((u) => !/ unknown \(/.test(u)),
    [],
  );
});

/** A class entry read from the snapshot's file, with `line` when given. */
const entry = (qualname: string, line?: number, members?: ApiSymbol[]): ApiSymbol => ({
  name: qualname.split('.').pop() ?? qualname,
  qualname,
  kind: 'class',
  signature: 'X()',
  source: { ...SNAPSHOT, path: PATH, ...(line ? { line } : {}) },
  members,
});

test('the line check names each entry, member included, whose source record has no line', () => {
  const pages: ApiPageData[] = [
    {
      route: '/api/x',
      title: 'X',
      sections: [{ heading: 'A', symbols: [entry('dagster.A', 3, [entry('dagster.A.b')]), entry('dagster.C'), entry('dagster.D', 9)] }],
    },
  ];
  assert.deepEqual(sourceRecordsWithoutLine(buildApiManifest(pages)), ['/api/x dagster.A.b', '/api/x dagster.C']);
  pages[0].sections[0].symbols[1].source = { ...SNAPSHOT, path: PATH, line: 0 };
  assert.deepEqual(sourceRecordsWithoutLine(buildApiManifest(pages)), ['/api/x dagster.A.b', '/api/x dagster.C']);
});

interface ReferenceLine {
  qualname: string;
  repo: string;
  path: string;
  commit: string;
  line: number;
  firstDecoratorLine?: number;
}

test("source lines agree with the snapshot data's wherever a record reads the same file at the same commit", () => {
  const reference: ReferenceLine[] = JSON.parse(fs.readFileSync('tests/fixtures/api-source-lines.json', 'utf8')).entries;
  const manifest = getApiManifest();
  let compared = 0;
  for (const ref of reference) {
    const source = manifest.byQualname.get(ref.qualname)?.symbol.source;
    if (!source?.line || source.repo !== ref.repo || source.path !== ref.path || source.commit !== ref.commit) continue;
    compared++;
    // A decorated definition starts at its first decorator; either end of that span names it.
    const first = ref.firstDecoratorLine ?? ref.line;
    assert.ok(source.line >= first && source.line <= ref.line, `${ref.qualname}: line ${source.line}, the source has it at ${ref.line}`);
  }
  assert.ok(compared >= 30, `only ${compared} records could be compared`);
});

test("the Markdown twin (and so llms-full.txt) gives each entry's Source line under its heading", () => {
  const manifest = getApiManifest();
  const markdownOf = (qualname: string) => {
    const { route } = manifest.byQualname.get(qualname) ?? { route: '' };
    const page = manifest.pages.find((p) => p.route === route);
    assert.ok(page, qualname);
    const md = apiToMarkdown(page, { title: page.title, description: 'D' });
    // The entry's heading: `### dagster.X`, or `### @dagster.x` for a decorator.
    const at = md.search(new RegExp(`^#+ @?${qualname.replace(/\./g, '\\.')}\n`, 'm'));
    assert.ok(at >= 0, `${qualname}: no heading in the Markdown`);
    return md.slice(at, md.indexOf('\n#', at + 1));
  };
  const linked = [...manifest.byQualname].find(([, e]) => e.symbol.source?.commit && e.symbol.source.line);
  assert.ok(linked?.[1].symbol.source);
  const [qualname, { source }] = [linked[0], linked[1].symbol];
  assert.ok(source);
  assert.match(
    markdownOf(qualname),
    new RegExp(`\\nSource: https://github\\.com/${source.repo}/blob/${source.commit}/\\S+#L${source.line}\\n`),
  );
  const stored = [...manifest.byQualname].find(([, e]) => e.symbol.source?.id && !e.symbol.source.commit);
  assert.ok(stored);
  assert.match(
    markdownOf(stored[0]),
    new RegExp(`\\nSource: \`[^\`]+stored copy ${stored[1].symbol.source?.id} \\(commit unknown\\)\`\\n`),
  );
});

test('the data check fails the build on a source record without a line, member included', () => {
  const pages: ApiPageData[] = [
    {
      route: '/api/x',
      title: 'X',
      sections: [{ heading: 'A', symbols: [entry('dagster.A', 3, [entry('dagster.A.b')]), entry('dagster.C', 7)] }],
    },
  ];
  const none = { pages: new Map(), symbols: new Map(), names: new Map() };
  const problems = checkApiData(buildApiManifest(pages), none).map((p) => p.message);
  assert.deepEqual(problems, [`/api/x dagster.A.b: source record without a line (the line of the definition in ${PATH})`]);
});
