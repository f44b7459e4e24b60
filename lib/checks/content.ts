import { spawnSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';
import { getApiManifest, resolveQualname } from '../api/symbols';
import { getUnverified } from '../api/unverified';
import { analyzePython, loadApiIndex, type ApiIndex } from '../api/python-refs.mjs';
import { pyObjectQualname } from '../mdast/mdx-tree.mjs';
import { checkExamples, deprecatedAllowedBy, type ExampleBlock } from './examples';
import type { ContentIndex, MdxDoc } from '../content/doc';
import { CONTENT_DIR } from '../files/content-dir';
import { normalizeRoute } from '../files/routes';
import { PLACEHOLDER, type ContentProblem } from './problem';

export interface CheckOptions {
  /** Compile ```python blocks and run the examples check with python3 (on by default). */
  python?: boolean;
  /** The reference that unverified.json names are checked against (default: the site's API data). */
  apiIndex?: ApiIndex;
}

/** Routes that are app pages rather than content files. */
const APP_ROUTES = new Set(['/search']);
const PLACEHOLDER_EXEMPT = new Set(['todo.mdx']);
/** Pages whose body is a generated component (card grids): no prose minimum. */
const PROSE_EXEMPT = new Set(['api/index.mdx', 'integrations/index.mdx']);

/** Minimum words of prose a page must have, by section. */
export function minProseWords(doc: MdxDoc): number {
  if (PROSE_EXEMPT.has(doc.file) || doc.route === '/') return 0;
  if (doc.route.startsWith('/integrations/') || doc.route.startsWith('/dagster-plus')) return 200;
  return 250;
}

/** Resolves an internal href against the manifest; returns a problem message or null. */
export function checkHref(href: string, from: MdxDoc, manifest: ContentIndex): string | null {
  if (/^(https?:|mailto:|tel:)/.test(href)) return null;
  if (!href.startsWith('/') && !href.startsWith('#')) return `relative link '${href}': use an absolute path such as /guides/schedules`;
  const [pathPart, hash] = href.split('#');
  const route = pathPart ? normalizeRoute(pathPart.split('?')[0]) : from.route;
  if (APP_ROUTES.has(route)) return null;
  const target = manifest.byRoute.get(route);
  if (!target) return `broken link '${href}': no page at ${route}`;
  if (hash && !target.headings.some((h) => h.id === decodeURIComponent(hash)) && !target.anchors?.includes(decodeURIComponent(hash)))
    return `broken anchor '${href}': ${route} has no heading with id '${hash}'`;
  return null;
}

export function compilePython(blocks: { file: string; line: number; code: string }[]): ContentProblem[] {
  if (!blocks.length) return [];
  const program = `
import json, sys
blocks = json.load(sys.stdin)
for i, b in enumerate(blocks):
    try:
        compile(b["code"], b["file"], "exec")
    except SyntaxError as e:
        print(json.dumps({"i": i, "line": e.lineno or 0, "msg": e.msg}))
`;
  const result = spawnSync('python3', ['-c', program], { input: JSON.stringify(blocks), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`python3 failed: ${result.stderr}`);
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const { i, line: at, msg } = JSON.parse(line) as { i: number; line: number; msg: string };
      return {
        file: blocks[i].file,
        line: blocks[i].line + at,
        message: `python block does not compile: ${msg}`,
        severity: 'error' as const,
      };
    });
}

/**
 * Every name a Python block imports from `dagster`, `dagster_*` or `dagstermill` (`from dagster import X`,
 * `dg.X` after `import dagster as dg`) must be a documented qualname or alias; packages listed in
 * content/api/external-packages.json are exempt.
 */
export function checkPythonImports(
  blocks: { file: string; line: number; code: string }[],
  index: ApiIndex = loadApiIndex(CONTENT_DIR),
  pendingNames: Map<string, string> = getUnverified().names,
): ContentProblem[] {
  const found = blocks.flatMap((block) =>
    analyzePython(block.code, index).unresolved.map(({ line, name }) => ({ file: block.file, line: block.line + line, name })),
  );
  return importProblems(found, index, pendingNames);
}

/** The problems of unresolved imports (`file:line` and name), and of unverified.json names the reference now documents. */
export function importProblems(
  found: { file: string; line: number; name: string }[],
  index: ApiIndex = loadApiIndex(CONTENT_DIR),
  pendingNames: Map<string, string> = getUnverified().names,
): ContentProblem[] {
  const problems: ContentProblem[] = found
    .filter(({ name }) => !pendingNames.has(name))
    .map(({ file, line, name }) => ({
      file,
      line,
      message: `imports ${name}, which no API page documents (add it to content/api/symbols.json, or list its package in content/api/external-packages.json when it is not in Dagster's repository)`,
      severity: 'error' as const,
    }));
  for (const name of pendingNames.keys())
    if (index.href(name))
      problems.push({
        file: 'api/unverified.json',
        line: 0,
        message: `lists ${name}, which the reference now documents: remove it from the list`,
        severity: 'error',
      });
  return problems;
}

/** Checks the given pages against the whole manifest: front matter was validated when loading. */
export function checkDocs(docs: MdxDoc[], manifest: ContentIndex, options: CheckOptions = {}): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const api = getApiManifest();
  const python: ExampleBlock[] = [];
  for (const doc of docs) {
    let allowDeprecated: string[] | undefined;
    const report = (line: number, message: string) => problems.push({ file: doc.file, line, message, severity: 'error' });
    const { analysis } = doc;
    const min = minProseWords(doc);
    if (analysis.proseWords < min) report(1, `only ${analysis.proseWords} words of prose (at least ${min} needed)`);
    if (doc.description.length < 30) report(1, 'description is shorter than 30 characters');
    if (!PLACEHOLDER_EXEMPT.has(doc.file)) {
      const texts = [doc.title, doc.description, ...analysis.sections.map((s) => s.text), ...analysis.headings.map((h) => h.text)];
      const hit = texts.find((t) => PLACEHOLDER.test(t));
      if (hit) report(1, `placeholder text: '${hit.match(PLACEHOLDER)?.[0]}'`);
    }
    for (const link of analysis.links) {
      const problem = checkHref(link.url, doc, manifest);
      if (problem) report(link.line, problem);
    }
    for (const ref of analysis.pyObjects) {
      const qualname = pyObjectQualname(ref);
      if (!ref.object) report(ref.line, 'PyObject without an object attribute');
      else if (!resolveQualname(api, qualname)) report(ref.line, `PyObject names ${qualname}, which is not in the API manifest`);
    }
    for (const block of analysis.code) {
      if (!block.lang) report(block.line, 'code block without a language');
      if (block.lang === 'python' || block.lang === 'py') {
        allowDeprecated ??= deprecatedAllowedBy(analysis.sections);
        python.push({ file: doc.file, line: block.line, code: block.value, allowDeprecated });
      }
      if (block.lang === 'yaml' || block.lang === 'yml') {
        for (const document of parseAllDocuments(block.value)) {
          const error = document.errors[0];
          if (error) report(block.line + (error.linePos?.[0].line ?? 0), `yaml block does not parse: ${error.message.split('\n')[0]}`);
        }
      }
    }
  }
  if (options.python !== false) problems.push(...compilePython(python), ...checkExamples(python));
  // The pages' blocks were read against the reference when the pages were analysed (DocAnalysis.codeRefs).
  const unresolved = docs.flatMap((doc) => doc.analysis.codeRefs.unresolved.map((u) => ({ file: doc.file, ...u })));
  problems.push(...importProblems(unresolved, options.apiIndex));
  return problems;
}
