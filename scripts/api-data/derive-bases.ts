/**
 * Sets each class's documented `bases` in content/api/symbols.json from the class statements in lines files
 * (records `{ qualname, line, lineText, imports?, overrides? }`, undocumented intermediate classes included), and removes
 * members that are exact copies of a base's member, with their descriptions.
 * Usage: npx tsx scripts/api-data/derive-bases.ts scripts/api-data/class-statements.json [<lines.json>...]
 * Running it again on the same files changes nothing. See scripts/api-data/api-data.ts.
 */
import fs from 'node:fs';
import { deriveBases, readSymbols, removeDescriptions, writeSymbols, type LineRecord } from './api-data';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: derive-bases.ts <lines.json>...');
  process.exit(2);
}
const lines = files.flatMap((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as LineRecord[]);
const data = readSymbols();
const { removed, unread, unresolved, stray } = deriveBases(data.pages, lines);
writeSymbols(data);
removeDescriptions(removed);
const withBases = data.pages.flatMap((p) => p.sections.flatMap((s) => s.symbols)).filter((s) => s.bases?.length).length;
console.log(`bases: ${withBases} top-level classes have documented bases; ${removed.length} inherited copies removed`);
for (const r of removed) console.log(`  removed ${r.qualname} (${r.route})`);
if (stray.length) console.warn(`overrides that no documented base documents: ${stray.join(', ')}`);
if (unread.length) console.warn(`class statements not read whole (bases not read): ${unread.join(', ')}`);
// Python's and third-party bases (NamedTuple, ABC, Exception, ...) are expected here; a Dagster class is a lead.
const byName = new Map<string, string[]>();
for (const u of unresolved) {
  const [cls, name] = u.split(': ');
  byName.set(name, [...(byName.get(name) ?? []), cls]);
}
for (const [name, classes] of byName) console.log(`  not followed: ${name} (${classes.join(', ')})`);
