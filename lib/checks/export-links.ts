import fs from 'node:fs';
import { parse } from 'node-html-parser';
import { NOT_A_ROUTE, routeOfHtmlPath } from '../files/routes';
import { exportedPath, exportFiles } from '../files/export-files';
import { findBrokenLinks, type BrokenLink, type BuiltPage } from './links';

/**
 * Reads every HTML page of the export and returns each internal link to a missing route or a missing
 * #anchor, with the page it is on; prints them and a summary line.
 */
export function checkExportLinks(outDir: string): BrokenLink[] {
  const pages: BuiltPage[] = [];
  const files = new Set<string>();
  for (const file of exportFiles(outDir)) {
    const rel = exportedPath(outDir, file);
    if (!rel.endsWith('.html')) {
      files.add(rel);
      continue;
    }
    if (NOT_A_ROUTE.has(rel)) continue;
    const route = routeOfHtmlPath(rel);
    const root = parse(fs.readFileSync(file, 'utf8'));
    const ids = new Set(root.querySelectorAll('[id]').map((el) => el.getAttribute('id')!));
    const hrefs = root.querySelectorAll('a[href]').map((a) => a.getAttribute('href')!);
    pages.push({ route, ids, hrefs });
  }
  const broken = findBrokenLinks(pages, files);
  for (const b of broken) console.error(`broken link on ${b.from}: ${b.href} (${b.reason})`);
  console.log(`check-links: ${pages.length} pages, ${broken.length} broken links`);
  return broken;
}
