/**
 * Counts the entries of content/api/symbols.json with no status read at a 1.9-line copy of their source file (facts
 * files in scripts/api-data/facts/), apart into those whose file a pass read only at an older, later or undated copy
 * (`notDated`) and those whose file no pass read, and lists their files, most entries first. Says how many of them are
 * on pages compared with the 1.9 API reference (facts/api-pages-1.9.json), which checks the status the docs showed.
 * Usage: npx tsx scripts/api-data/status-coverage.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { entries, readSymbols, sourcePathKey, type StatusScan, unscannedEntries } from './api-data';

const dir = path.resolve('scripts/api-data/facts');
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
const PAGE_AUDIT = 'api-pages-1.9.json';
const scans = fs
  .readdirSync(dir)
  .filter((f) => f !== PAGE_AUDIT)
  .map((f) => read(f) as StatusScan);
const audited = new Set((read(PAGE_AUDIT) as { pages: { route: string }[] }).pages.map((p) => p.route));
const { pages } = readSymbols();
const readUndated = new Set(scans.flatMap((s) => (s.notDated ?? []).map((f) => sourcePathKey(f.path))));
const unscanned = unscannedEntries(pages, scans);
const byQualname = entries(pages);
const total = [...byQualname.values()].filter(({ symbol }) => symbol.kind !== 'cli').length;
console.log(`${unscanned.length} of ${total} entries (CLI commands aside) have no status read at a 1.9-line copy of their file`);
const onAuditedPages = unscanned.filter((u) => audited.has(byQualname.get(u.qualname)!.route)).length;
console.log(`${onAuditedPages} of them are on pages compared with the 1.9 API reference (${PAGE_AUDIT})`);
for (const [label, undated] of [
  ['read only at an older, later or undated copy', true],
  ['no pass read', false],
] as const) {
  const these = unscanned.filter((u) => readUndated.has(sourcePathKey(u.path)) === undated);
  const byFile = new Map<string, number>();
  for (const { path: p } of these) byFile.set(p, (byFile.get(p) ?? 0) + 1);
  console.log(`\n${these.length} entries in ${byFile.size} files ${label}`);
  for (const [file, n] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(4)} ${file}`);
}
