/**
 * Counts the entries of content/api/symbols.json whose source file no status pass read (facts files in
 * scripts/api-data/facts/), and lists their files, most entries first. Usage: npx tsx scripts/api-data/status-coverage.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { entries, readSymbols, unscannedEntries, type StatusScan } from './api-data';

const dir = path.resolve('scripts/api-data/facts');
const scans = fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as StatusScan);
const { pages } = readSymbols();
const unscanned = unscannedEntries(pages, scans);
const byFile = new Map<string, number>();
for (const { path: p } of unscanned) byFile.set(p, (byFile.get(p) ?? 0) + 1);
const total = [...entries(pages).values()].filter(({ symbol }) => symbol.kind !== 'cli').length;
console.log(`${unscanned.length} of ${total} entries (CLI commands aside) are in ${byFile.size} files no status pass read`);
for (const [file, n] of [...byFile].sort((a, b) => b[1] - a[1])) console.log(`${String(n).padStart(4)} ${file}`);
