/**
 * Applies a status-history file (statuses from the 1.9 source's decorators, changelog history) to
 * content/api/symbols.json. Usage: npx tsx scripts/api-data/merge-status-history.ts <status-history.json>
 * Running it again on the same file changes nothing. See scripts/api-data/api-data.ts.
 */
import fs from 'node:fs';
import { mergeStatusHistory, readSymbols, writeSymbols, type StatusHistory } from './api-data';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: merge-status-history.ts <status-history.json>');
  process.exit(2);
}
const facts = JSON.parse(fs.readFileSync(file, 'utf8')) as StatusHistory;
const data = readSymbols();
const skipped = mergeStatusHistory(data.pages, facts);
writeSymbols(data);
for (const s of skipped) console.warn(`skipped: ${s}`);
console.log(
  `merged ${Object.keys(facts.symbols ?? {}).length} statuses, parameter statuses of ${Object.keys(facts.params ?? {}).length} symbols, history of ${Object.keys(facts.history ?? {}).length} symbols`,
);
