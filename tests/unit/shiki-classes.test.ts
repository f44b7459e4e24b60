import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { test } from 'node:test';
import { TOKEN_CLASSES } from '../../lib/mdx/rehype-shiki-classes.mjs';
import { contrast } from '../support/contrast';
import { cssRules } from '../support/css-rules';

/** The MDX compiler and Shiki are ESM-only: compile in a plain Node ESM child, with the site's options. */
function compileMdx(source: string): string {
  const code = `import { compile } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import rehypeShikiClasses from './lib/mdx/rehype-shiki-classes.mjs';
import { shikiOptions } from './next.config.mjs';
process.stdout.write(String(await compile(${JSON.stringify(source)}, { rehypePlugins: [[rehypeShiki, shikiOptions], rehypeShikiClasses] })));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

test('highlighted tokens carry a colour class or inherit the block colours instead of an inline style', () => {
  const js = compileMdx('```python\nimport dagster as dg\n# a comment\nname = "asset"\n```\n');
  const classes = TOKEN_CLASSES;
  // github-light-default / github-dark colours of a keyword, a comment and a string
  for (const pair of ['#CF222E/#F97583', '#6E7781/#959DA5', '#0A3069/#9ECBFF'])
    assert.match(js, new RegExp(`className: "${classes[pair]}"`), pair);
  assert.doesNotMatch(js, /"--shiki-light": "#1F2328"/); // plain tokens: no style, the <pre> sets it
  assert.doesNotMatch(js, /_components\.span, \{\s*children: " dagster /); // ... and no element of their own
  assert.match(js, /"--shiki-light": "#1f2328"/); // the <pre> keeps its own
});

test("the code block's stylesheet gives exactly the token classes their colour pairs", () => {
  const css = fs.readFileSync('components/mdx/code-block.css', 'utf8');
  assert.ok(Object.keys(TOKEN_CLASSES).length >= 10);
  const declared = Object.fromEntries(
    cssRules(css).flatMap((rule) =>
      rule.selectors.flatMap((selector) => {
        const name = /^\.shiki \.(t\d+)$/.exec(selector)?.[1];
        const { '--shiki-light': light, '--shiki-dark': dark } = rule.declarations;
        return name ? [[`${light}/${dark}`.toUpperCase(), name]] : [];
      }),
    ),
  );
  assert.deepEqual(declared, TOKEN_CLASSES);
});

test('the extra languages diff, json, bash and docker are highlighted', () => {
  const blocks: Record<string, string> = {
    diff: '- name = "old"\n+ name = "new"',
    json: '{ "name": "asset", "count": 3 }',
    bash: 'export DAGSTER_HOME="$HOME/dagster" && echo done',
    docker: 'FROM python:3.12-slim\nENV DAGSTER_HOME="/opt/dagster"\nRUN pip install dagster',
  };
  for (const [lang, code] of Object.entries(blocks)) {
    const js = compileMdx(`\`\`\`${lang}\n${code}\n\`\`\`\n`);
    assert.match(js, new RegExp(`"language-${lang}"`), lang);
    // A highlighted block has tokens of at least two colour classes; an unknown language is plain text.
    const classes = new Set([...js.matchAll(/className: "(t\d+)"/g)].map((m) => m[1]));
    assert.ok(classes.size >= 2, `${lang}: ${[...classes].join(', ') || 'no token classes'}`);
  }
});

test('a highlighted block compiles to one HTML string that renders the same markup as its elements', () => {
  const source = '```python\nfrom dagster import asset\n\n@asset\ndef orders() -> list[dict]:\n    return [{"id": 1}]\n```\n';
  const code = `import { compile, evaluate } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeShikiClasses from './lib/mdx/rehype-shiki-classes.mjs';
import rehypeStaticCode from './lib/mdx/rehype-static-code.mjs';
import { shikiOptions } from './next.config.mjs';
// As the components map's Pre: the line count sizes its wrapper, which this markup leaves out.
const Pre = ({ lines, ...props }) => createElement('pre', props);
const render = async (plugins) => {
  const { default: Content } = await evaluate(${JSON.stringify(source)}, { ...runtime, rehypePlugins: [[rehypeShiki, shikiOptions], rehypeShikiClasses, ...plugins] });
  return renderToStaticMarkup(createElement(Content, { components: { Pre } }));
};
const js = String(await compile(${JSON.stringify(source)}, { rehypePlugins: [[rehypeShiki, shikiOptions], rehypeShikiClasses, rehypeStaticCode] }));
process.stdout.write(JSON.stringify({ elements: await render([]), html: await render([rehypeStaticCode]), js }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const { elements, html, js } = JSON.parse(run.stdout) as { elements: string; html: string; js: string };
  assert.match(js, /dangerouslySetInnerHTML: \{\s*"?__html"?: "<code class=\\"language-python\\">/);
  assert.doesNotMatch(js, /_components\.span|"span"/);
  assert.match(js, /lines: 5\b/);
  // React escapes quotes and '>' in text where the HTML string does not; the markup is otherwise the same.
  const unescape = (s: string) => s.replaceAll('&quot;', '"').replaceAll('&gt;', '>').replaceAll('&#x27;', "'");
  assert.match(
    html,
    /^<pre class="shiki [^"]*" style="--shiki-light:#1f2328;[^"]*" tabindex="0"><code class="language-python"><span class="t0">from<\/span>/,
  );
  // Tokens in the block's own colours are bare text, and lines are apart by their newlines alone: no line <span>.
  assert.match(html, /<span class="t0">from<\/span> dagster <span class="t0">import<\/span> asset\n\n/);
  assert.match(html, /<span class="t4"> orders<\/span>\(\) -> list\[<span class="t2">dict<\/span>\]:\n/);
  assert.doesNotMatch(html, /class="line"/);
  assert.doesNotMatch(html, /<span>/);
  assert.equal(unescape(html), unescape(elements));
});

test("every token colour has 4.5:1 contrast on its theme's code background (WCAG 1.4.3), in light and dark mode", () => {
  const js = compileMdx('```python\nx = 1\n```\n');
  // The backgrounds the <pre> sets, and the colours every token class gives.
  const [, lightBg, darkBg] = /--shiki-light-bg": "(#\w{6})"[^}]*"--shiki-dark-bg": "(#\w{6})"/.exec(js) ?? [];
  assert.ok(lightBg && darkBg, 'the code backgrounds');
  const low = Object.entries(TOKEN_CLASSES).flatMap(([pair, name]) => {
    const [light, dark] = pair.split('/');
    return [
      ...(contrast(light, lightBg) < 4.5 ? [`${name} light ${light} on ${lightBg}: ${contrast(light, lightBg).toFixed(2)}`] : []),
      ...(contrast(dark, darkBg) < 4.5 ? [`${name} dark ${dark} on ${darkBg}: ${contrast(dark, darkBg).toFixed(2)}`] : []),
    ];
  });
  assert.deepEqual(low, []);
});
