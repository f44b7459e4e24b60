/**
 * Post-build link checker: reads every HTML page of out/ and fails (exit 1) on any internal link to a
 * missing route or a missing #anchor, naming the page it is on. Usage: tsx scripts/check-links.ts [outDir]
 * (`npm run build` runs the same check from scripts/build.ts.)
 */
import path from 'node:path';
import { checkExportLinks } from '../lib/checks/export-links';

process.exit(checkExportLinks(path.resolve(process.argv[2] ?? 'out')).length ? 1 : 0);
