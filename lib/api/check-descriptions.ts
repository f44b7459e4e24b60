import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from '../content/paths';
import type { ContentProblem } from '../content/check';
import { descriptionsFile, type SymbolDescription } from './descriptions';
import { getApiManifest, type ApiSymbol } from './symbols';

const PLACEHOLDER = /\b(TODO|TBD)\b|lorem ipsum|coming soon/i;

/**
 * Checks content/api/descriptions/*.yaml against the API manifest: known qualnames of that page only,
 * a summary for each, parameter names the symbol has, and examples to compile (returned for python3).
 */
export function checkApiDescriptions(contentDir = CONTENT_DIR): { problems: ContentProblem[]; examples: { file: string; line: number; code: string }[]; missing: string[] } {
  const problems: ContentProblem[] = [];
  const examples: { file: string; line: number; code: string }[] = [];
  const missing: string[] = [];
  for (const page of getApiManifest(contentDir).pages) {
    if (page.index) continue;
    const file = descriptionsFile(page.route, contentDir);
    const rel = path.relative(contentDir, file);
    const symbols = new Map<string, ApiSymbol>();
    for (const s of page.sections.flatMap((sec) => sec.symbols)) {
      symbols.set(s.qualname, s);
      for (const m of s.members ?? []) symbols.set(m.qualname, m);
    }
    if (!fs.existsSync(file)) {
      missing.push(...symbols.keys());
      continue;
    }
    const report = (message: string) => problems.push({ file: rel, line: 0, message, severity: 'error' });
    let data: { intro?: string; symbols?: Record<string, SymbolDescription> };
    try {
      data = parse(fs.readFileSync(file, 'utf8')) ?? {};
    } catch (error) {
      report(`yaml does not parse: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    for (const [qualname, d] of Object.entries(data.symbols ?? {})) {
      const symbol = symbols.get(qualname);
      if (!symbol) {
        report(`${qualname} is not a symbol of ${page.route}`);
        continue;
      }
      if (!d || typeof d.summary !== 'string' || !d.summary.trim()) report(`${qualname}: summary missing`);
      for (const text of [d?.summary, d?.details, ...Object.values(d?.params ?? {})])
        if (typeof text === 'string' && PLACEHOLDER.test(text)) report(`${qualname}: placeholder text`);
      for (const param of Object.keys(d?.params ?? {}))
        if (symbol.params && !symbol.params.includes(param)) report(`${qualname}: parameter '${param}' is not in the manifest's parameter list`);
      if (d?.signature && symbol.signature) report(`${qualname}: has a manifest signature; do not write one`);
      if (d?.params && !symbol.params && !d.signature) report(`${qualname}: params described but the symbol has no parameter list (write a signature only where sure)`);
      if (d?.example) examples.push({ file: `${rel} (${qualname})`, line: 0, code: d.example });
    }
    for (const qualname of symbols.keys()) if (!data.symbols?.[qualname]) missing.push(qualname);
  }
  return { problems, examples, missing };
}
