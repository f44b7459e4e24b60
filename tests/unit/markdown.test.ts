import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { getContentIndex, getSiteContentIndex } from '../../lib/content/content-index';
import { CONTENT_DIR } from '../../lib/files/content-dir';
import { markdownStage } from '../../lib/markdown/stage';
import { mdxToMarkdown } from '../../lib/markdown/mdx-to-markdown';
import { listedPagesBySidebar, llmsTxt, markdownUrl, siteMarkdown } from '../../lib/markdown/site-markdown';
import { getResolvedSidebars } from '../../lib/page-data/page-data';
import { site } from '../../lib/site/config';
import { ADMONITION_LABELS } from '../../lib/mdast/mdx-tree.mjs';

/** Markdown outside fenced code blocks, where JSX, imports and exports must not survive. */
const prose = (markdown: string) =>
  markdown.replace(/^[ \t>]*(```+|~~~+)[^\n]*\n[\s\S]*?^[ \t>]*\1[ \t]*$/gm, '').replace(/(`+)[^`\n][\s\S]*?\1/g, '');

const contentIndex = getSiteContentIndex();
const sidebars = getResolvedSidebars();
const markdown = siteMarkdown(contentIndex, sidebars);

test('every route has Markdown, with no JSX, imports or exports outside code blocks', () => {
  assert.equal(markdown.size, contentIndex.docs.length);
  for (const doc of contentIndex.docs) {
    const text = markdown.get(doc.route);
    assert.ok(text?.startsWith(`# ${doc.title}\n`), `${doc.route} starts with its title`);
    const outside = prose(text ?? '');
    assert.doesNotMatch(outside, /<\/?[A-Za-z][A-Za-z0-9]*(\s[^>]*)?\/?>/, `${doc.route} has a tag outside code`);
    assert.doesNotMatch(outside, /^(import|export)\s/m, `${doc.route} has an import or export`);
  }
});

test('components become Markdown: admonitions, tabs, cards, details, PyObject, internal links, code titles, diagrams', () => {
  const source = [
    '---',
    'title: T',
    'description: D',
    '---',
    "import X from 'y';",
    '',
    '<Admonition type="warning" title="Careful">',
    '',
    'Body text.',
    '',
    '</Admonition>',
    '',
    '<Tabs>',
    '<TabItem value="pip" label="pip">',
    '',
    'Use pip.',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '<CardGroup cols={2}>',
    '<Card title="Guide" href="/guides/backfill">Read it.</Card>',
    '</CardGroup>',
    '',
    '<details>',
    '<summary>More</summary>',
    '',
    'Hidden.',
    '',
    '</details>',
    '',
    'See <PyObject module="dagster" object="asset" decorator /> and [the guide](/guides/backfill#step-1).',
    '',
    '```python title="a.py"',
    'x = 1',
    '```',
    '',
    '```mermaid',
    'graph LR; A-->B',
    '```',
    '',
  ].join('\n');
  const out = mdxToMarkdown(source, { route: '/guides/t', title: 'T', description: 'D' }, { integrations: [], apiPages: [] });
  assert.match(out, /^> \*\*Warning: Careful\*\*\n>\n> Body text\.$/m);
  assert.match(out, /^\*\*Tab: pip\*\*\n\nUse pip\.$/m);
  assert.match(out, new RegExp(`^- \\[Guide\\]\\(${site.url}/guides/backfill\\): Read it\\.$`, 'm'));
  assert.match(out, /^\*\*More\*\*\n\nHidden\.$/m);
  assert.match(out, new RegExp(`\\[\`@asset\`\\]\\(${site.url}/api/assets/asset-definitions#dagster\\.asset\\)`));
  assert.match(out, new RegExp(`\\[the guide\\]\\(${site.url}/guides/backfill#step-1\\)`));
  assert.match(out, /^```python title="a\.py"\nx = 1\n```$/m);
  assert.match(out, /^```mermaid\ngraph LR; A-->B\n```$/m);
  assert.doesNotMatch(out, /import X/);
});

test('llms.txt links every listed page to its Markdown, and no unlisted page', () => {
  const text = llmsTxt(listedPagesBySidebar(contentIndex, sidebars));
  assert.match(text, new RegExp(`^# ${site.title}\n\n> `));
  for (const doc of contentIndex.docs) {
    const line = `](${markdownUrl(doc.route)})`;
    if (doc.unlisted) assert.ok(!text.includes(line), `${doc.route} is unlisted but in llms.txt`);
    else assert.ok(text.includes(`- [${doc.title}${line}`), `${doc.route} is missing from llms.txt`);
  }
  for (const title of ['Docs', 'Integrations', 'Dagster+', 'API reference'])
    assert.match(text, new RegExp(`^## ${title.replace('+', '\\+')}$`, 'm'));
});

test("the build's Markdown, made from the content index's own parse of each page, is the Markdown of a separate parse", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-stage-'));
  try {
    const stage = markdownStage(dir);
    const staged = getContentIndex(CONTENT_DIR, stage.onTree);
    const prepared = staged.docs.filter((doc) => stage.prepared(doc) !== undefined);
    // Every MDX page but those that list other pages is made during the parse.
    const lists = staged.docs.filter((doc) => doc.kind === 'mdx' && !prepared.includes(doc));
    assert.ok(prepared.length > 100, `${prepared.length} pages made during the parse`);
    assert.ok(lists.length <= 3, lists.map((d) => d.route).join(', '));
    for (const doc of prepared) assert.equal(stage.prepared(doc), markdown.get(doc.route), doc.route);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('every admonition type has the label the page shows, in the Markdown too; another type is a note', () => {
  const page = { route: '/x', title: 'X', description: 'A page.' };
  for (const [type, label] of Object.entries(ADMONITION_LABELS)) {
    assert.match(
      mdxToMarkdown(`<Admonition type="${type}">Body.</Admonition>\n`, page, { integrations: [], apiPages: [] }),
      new RegExp(`^> \\*\\*${label}\\*\\*$`, 'm'),
      type,
    );
    assert.match(
      mdxToMarkdown(`<Admonition type="${type}" title="Mind">Body.</Admonition>\n`, page, { integrations: [], apiPages: [] }),
      new RegExp(`^> \\*\\*${label}: Mind\\*\\*$`, 'm'),
      type,
    );
  }
  assert.deepEqual(Object.keys(ADMONITION_LABELS).sort(), ['caution', 'danger', 'important', 'info', 'note', 'tip', 'warning']);
  assert.match(
    mdxToMarkdown('<Admonition type="unknown">Body.</Admonition>\n', page, { integrations: [], apiPages: [] }),
    /^> \*\*Note\*\*$/m,
  );
});
