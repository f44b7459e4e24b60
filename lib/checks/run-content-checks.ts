import path from 'node:path';
import { checkClaims } from './claims';
import { checkApiDescriptions } from './descriptions';
import { checkDocs, checkPythonImports, compilePython } from './content';
import type { ContentProblem } from './problem';
import { apiExampleBlocks, checkExamples } from './examples';
import type { ContentIndex, MdxDoc } from '../content/doc';
import { CONTENT_DIR } from '../files/content-dir';

/**
 * Checks content pages (front matter, MDX syntax, prose length, placeholder words, internal links and
 * anchors, PyObject names, Python and YAML blocks, Python examples against the API call forms:
 * lib/checks/examples.ts), API descriptions and their examples, and the behaviour claims of content/claims
 * (lib/checks/claims.ts); prints every problem and returns the number of errors. `targets` (absolute paths)
 * limits the check to files under them.
 */
export function runContentCheck(contentIndex: ContentIndex, targets: string[] = []): number {
  const problems: ContentProblem[] = [];
  const inTargets = (doc: { file: string }) => !targets.length || targets.some((t) => path.join(CONTENT_DIR, doc.file).startsWith(t));
  for (const e of contentIndex.errors.filter(inTargets)) problems.push({ file: e.file, line: 0, message: e.message, severity: 'error' });
  const docs = contentIndex.docs.filter((d): d is MdxDoc => d.kind === 'mdx' && inTargets(d));
  problems.push(...checkDocs(docs, contentIndex));
  for (const warning of contentIndex.warnings) console.warn(`warning: ${warning}`);

  const covers = (dir: string) => !targets.length || targets.some((t) => t.startsWith(dir) || dir.startsWith(t));
  const apiDir = path.join(CONTENT_DIR, 'api', 'descriptions');
  if (covers(apiDir)) {
    const api = checkApiDescriptions();
    problems.push(...api.problems, ...compilePython(api.examples), ...checkPythonImports(api.examples));
    problems.push(...checkExamples(apiExampleBlocks(api.examples)));
    if (api.missing.length) console.warn(`warning: ${api.missing.length} API symbols have no description yet`);
  }

  if (covers(path.join(CONTENT_DIR, 'claims'))) problems.push(...checkClaims());

  for (const p of problems) console[p.severity === 'error' ? 'error' : 'warn'](`${p.severity}: content/${p.file}:${p.line}: ${p.message}`);
  const errors = problems.filter((p) => p.severity === 'error').length;
  console.log(`check-content: ${docs.length} pages, ${errors} errors, ${problems.length - errors} warnings`);
  return errors;
}
