import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { SymbolDescription } from '../api/descriptions';
import { getApiManifest, type ApiManifest } from '../api/symbols';
import { getUnverified, type Unverified } from '../api/unverified';
import type { DocSection } from '../content/analyze';
import type { ContentProblem } from './problem';
import { CONTENT_DIR } from '../files/content-dir';

/**
 * The examples check: every call of a documented callable in a Python example (```python blocks of the
 * pages, `example`s of content/api/descriptions) is resolved through the block's imports and matched
 * against its call form in content/api/symbols.json; uses of symbols marked deprecated are reported, and
 * keywords the source marks experimental are warned about (lib/checks/examples.py does the parsing, with Python's `ast`). Deliberate exceptions: a
 * `# examples-check: ignore` comment on the line, or an entry of lib/checks/examples-allow.json.
 */

export interface ExampleBlock {
  file: string;
  /** Line of the opening fence (or of `example: |`): the block's line n is line + n. */
  line: number;
  code: string;
  /** Deprecated qualnames (with their members) this block may use: the page says they are deprecated. */
  allowDeprecated?: string[];
}

/** A deliberate exception: calls of `qualname` (only `keyword`, only in `file`, when given) are not reported. */
export interface ExampleAllow {
  qualname: string;
  keyword?: string;
  file?: string;
  reason: string;
}

export interface ExampleReference {
  /** `hidden`: keywords the source takes through a `**kwargs` the call form leaves out (deprecated or internal). */
  /** `experimental`: parameters the source marks experimental (a call that passes one is warned about). */
  symbols: Record<string, { kind: string; signature: string | null; status?: string; hidden?: string[]; experimental?: string[] }>;
  aliases: Record<string, string>;
}

const SCRIPT = path.join(__dirname, 'examples.py');
export const ALLOW_FILE = path.join(__dirname, 'examples-allow.json');

/** The reference as the checker reads it; entries whose call form is not yet verified (unverified.json) are not checked. */
export function exampleReference(manifest: ApiManifest = getApiManifest(), unverified: Unverified = getUnverified()): ExampleReference {
  const symbols: ExampleReference['symbols'] = {};
  for (const [qualname, { symbol, route }] of manifest.byQualname) {
    const pending = unverified.symbols.has(qualname) || unverified.pages.has(route);
    const hidden = symbol.hiddenKwargs;
    const experimental = Object.entries(symbol.paramStatus ?? {})
      .filter(([, p]) => p.status === 'experimental')
      .map(([name]) => name);
    symbols[qualname] = {
      kind: symbol.kind,
      signature: pending ? null : symbol.signature,
      ...(symbol.status ? { status: symbol.status } : {}),
      ...(hidden?.length ? { hidden } : {}),
      ...(experimental.length ? { experimental } : {}),
    };
  }
  return { symbols, aliases: Object.fromEntries(manifest.aliases) };
}

export function readAllowList(file = ALLOW_FILE): ExampleAllow[] {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { allow: ExampleAllow[] }).allow : [];
}

/** How a deprecated symbol is named in prose: `SourceAsset`, `AssetSelection.keys` (no module). */
export function deprecatedLabel(qualname: string, manifest: ApiManifest): string {
  const parts = qualname.split('.');
  // the shortest tail that is still a documented class or function, plus members below it
  for (let i = parts.length - 1; i > 0; i--) {
    const owner = parts.slice(0, i).join('.');
    if (!manifest.byQualname.has(owner)) return parts.slice(i).join('.');
  }
  return parts[parts.length - 1];
}

/**
 * Deprecated symbols a page may show in its examples: those its prose says are deprecated, that is a
 * section of the page names the symbol (`SourceAsset`, `AssetSelection.keys`) and has the word
 * "deprecated" (or "deprecation").
 */
export function deprecatedAllowedBy(sections: DocSection[], manifest: ApiManifest = getApiManifest()): string[] {
  const texts = sections.map((s) => s.text).filter((t) => /deprecat/i.test(t));
  if (!texts.length) return [];
  const allowed: string[] = [];
  for (const [qualname, { symbol }] of manifest.byQualname) {
    if (symbol.status !== 'deprecated') continue;
    const label = deprecatedLabel(qualname, manifest).replace(/[.]/g, '\\.');
    const named = new RegExp(`(^|[^\\w.])${label}\\b`);
    if (texts.some((t) => named.test(t))) allowed.push(qualname);
  }
  return allowed;
}

/**
 * The blocks of API examples (`file` is `api/descriptions/<page>.yaml (<qualname>)`): an example may use
 * the symbol it describes and its members, and deprecated symbols its description (summary or details)
 * names and says are deprecated, as a page may.
 */
export function apiExampleBlocks(
  examples: ExampleBlock[],
  contentDir = CONTENT_DIR,
  manifest: ApiManifest = getApiManifest(),
): ExampleBlock[] {
  const files = new Map<string, Record<string, SymbolDescription>>();
  return examples.map((e) => {
    const m = /^(.*) \(([^()]+)\)$/.exec(e.file);
    if (!m) return e;
    const [, rel, qualname] = m;
    if (!files.has(rel)) {
      const file = path.join(contentDir, rel);
      files.set(
        rel,
        fs.existsSync(file)
          ? ((parse(fs.readFileSync(file, 'utf8')) as { symbols?: Record<string, SymbolDescription> } | null)?.symbols ?? {})
          : {},
      );
    }
    const d = files.get(rel)?.[qualname];
    const text = [d?.summary, d?.details].filter((t): t is string => typeof t === 'string').join('\n\n');
    return { ...e, allowDeprecated: [qualname, ...deprecatedAllowedBy([{ trail: [], text }], manifest)] };
  });
}

/** Runs the checker over the blocks; each problem names the file, the line and the call. */
export function checkExamples(
  blocks: ExampleBlock[],
  reference: ExampleReference = exampleReference(),
  allow: ExampleAllow[] = readAllowList(),
): ContentProblem[] {
  if (!blocks.length) return [];
  const input = JSON.stringify({ reference, allow, blocks });
  const result = spawnSync('python3', [SCRIPT], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`examples check (python3) failed: ${result.stderr}`);
  const found = JSON.parse(result.stdout) as { i: number; line: number; message: string; warning?: boolean }[];
  return found.map(({ i, line, message, warning }) => ({
    file: blocks[i].file,
    line: blocks[i].line + line,
    message: `example ${message}`,
    severity: warning ? ('warning' as const) : ('error' as const),
  }));
}
