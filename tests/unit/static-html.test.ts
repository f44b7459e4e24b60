import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const PAGE = `# Static content

A paragraph with **bold**, _emphasis_, \`code\`, an [internal link](/concepts/assets#defining-assets) and an
[external one](https://github.com/dagster-io/dagster) that opens in a new tab: 1 < 2 & "quotes" 'too'.

## A heading with a [link](/guides)

| Left | Centre | Right |
| :--- | :----: | ----: |
| a    | **b**  | \`c\`   |

- [x] a done task
- [ ] an open task with [a link](https://dagster.io)

> A quote with _emphasis_.

<Admonition type="tip">
  Inside a component, a paragraph with a [link](/guides) and **bold** text.
</Admonition>

A paragraph with a component inside: <Inline>text</Inline> and **bold** around it.

| Table | with a component |
| ----- | ---------------- |
| <Inline>x</Inline> | [external](https://example.com) |

![An image](/img/hello-asset-graph.svg)
`;

/**
 * Compiles PAGE with the site's plugins, with and without rehype-static-html, renders both with the site's
 * components map (plus an `Inline` test component), and returns both markups and the compiled module.
 */
function compileBoth(): { elements: string; html: string; js: string } {
  const root = process.cwd();
  const script = `import { compile, evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pluginModules } from ${JSON.stringify(path.join(root, 'lib/mdx/plugin-modules.mjs'))};
// TypeScript modules load through tsx as CommonJS: their exports are on the default export.
import componentsModule from ${JSON.stringify(path.join(root, 'components/mdx/index.tsx'))};
const all = pluginModules('test');
const withoutStatic = pluginModules('test', { skip: ['local:rehype-static-html.mjs'] });
if (withoutStatic.rehypePlugins.length !== all.rehypePlugins.length - 1) throw new Error('rehype-static-html is not in the pipeline');
const components = { ...componentsModule.mdxComponents, Admonition: ({ children }) => createElement('aside', null, children), Inline: ({ children }) => createElement('mark', null, children) };
const render = async (plugins) => renderToStaticMarkup(createElement((await evaluate(${JSON.stringify(PAGE)}, { ...runtime, ...plugins })).default, { components }));
process.stdout.write(JSON.stringify({ elements: await render(withoutStatic), html: await render(all), js: String(await compile(${JSON.stringify(PAGE)}, all)) }));`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

/** The same DOM written two ways: React escapes quotes and '>' in text, writes empty boolean attributes and `<!-- -->` between adjacent texts. */
const normalize = (markup: string) =>
  markup
    .replaceAll('<!-- -->', '')
    .replaceAll('&quot;', '"')
    .replaceAll('&gt;', '>')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#x3C;', '&lt;')
    .replaceAll('&#x26;', '&amp;')
    .replace(
      /<input type="checkbox" (checked="" )?disabled=""( checked="")?\/>/g,
      (_, a, b) => `<input type="checkbox"${a || b ? ' checked' : ''} disabled>`,
    )
    .replace(/<input type="checkbox" (checked )?disabled>/g, (_, a) => `<input type="checkbox"${a ? ' checked' : ''} disabled>`);

const { elements, html, js } = compileBoth();

test('Markdown compiled to HTML strings renders the same page as the elements it replaces', () => {
  assert.equal(normalize(html), normalize(elements));
  // What the components map adds to Markdown elements is there: a new tab for external links, the table wrapper.
  assert.match(html, /<a href="https:\/\/github.com\/dagster-io\/dagster" target="_blank" rel="noreferrer noopener">external one<\/a>/);
  assert.match(
    html,
    /<div class="table-wrapper" tabindex="0" role="group" aria-label="Table"><table><thead><tr><th style="text-align:left">Left<\/th>/,
  );
  assert.equal(html.match(/class="table-wrapper"/g)?.length, 2);
  assert.match(html, /<a href="\/guides">link<\/a>/);
  // Each h2 opens a section that runs to the next h2 (or the end); what comes before the first h2 stays outside.
  assert.match(html, /<\/p>\s*<section class="doc-section" style="--h:\d+px;--dh:\d+"><h2 id="a-heading-with-a-link">/);
  assert.match(html, /<img [^>]*><\/p>\s*<\/section>$/);
  assert.equal(html.match(/<section/g)?.length, 1);
});

test('plain Markdown becomes one JSX call per block; components and what they contain stay components', () => {
  // The first paragraph, the heading, the table, the task list and the quote are HTML strings.
  assert.match(js, /_jsx\("p", \{\s*dangerouslySetInnerHTML: \{\s*"?__html"?: "A paragraph with <strong>bold<\/strong>/);
  assert.match(js, /_jsx\("h2", \{\s*id: "a-heading-with-a-link",\s*dangerouslySetInnerHTML/);
  assert.match(
    js,
    /_jsx\("div", \{\s*className: "table-wrapper",\s*tabIndex: "0",\s*role: "group",\s*"aria-label": "Table",\s*dangerouslySetInnerHTML: \{\s*"?__html"?: "<table>/,
  );
  // (Only the paragraph and the table that hold a component render <strong> and <td> through the map.)
  assert.doesNotMatch(js, /_components\.(em|code|li|th|thead|blockquote|h1|h2)\b/);
  // The component keeps its children as elements; inside it, the paragraph is a string.
  assert.match(js, /_jsx\(Admonition, \{\s*type: "tip",\s*children: _jsx\("p", \{\s*dangerouslySetInnerHTML/);
  // A paragraph or table holding a component is still elements, and the components map still renders them.
  assert.match(js, /_jsx\(Inline, \{\s*children: "text"/);
  assert.match(js, /_jsxs?\(_components\.table,/);
  // Images stay elements (React preloads the images it renders).
  assert.match(js, /_jsx\(_components\.img, \{/);
});
