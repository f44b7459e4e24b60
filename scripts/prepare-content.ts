/**
 * The content step of `npm run build`, run by scripts/build.ts as its own process:
 * `prepare-content.ts <content index file> <markdown dir>` parses every page once into the content index (and
 * each page's Markdown into the folder), runs the content check, and writes the content index as JSON for Next's
 * workers. Exit code 1 if the check finds errors or the MDX import map does not match the pages.
 *
 * A process of its own so that the parse's memory (about 0.6 GB at 5,000 pages) is returned when it ends:
 * V8 keeps a heap's pages after collecting it, and the build's peak comes later, while `next build` runs.
 */
import { runContentCheck } from '../lib/checks/run-content-checks';
import { indexedPageFiles } from '../lib/page-modules/write-import-map';
import { getContentIndex } from '../lib/content/content-index';
import { listPageFiles } from '../lib/content/mdx-doc';
import { writeContentIndexFile } from '../lib/content/index-file';
import { CONTENT_DIR } from '../lib/files/content-dir';
import { markdownStage } from '../lib/markdown/stage';

const [indexFile, markdownDir] = process.argv.slice(2);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const parseStarted = performance.now();
const contentIndex = getContentIndex(CONTENT_DIR, markdownStage(markdownDir).onTree);
const parsed = seconds(parseStarted);
const checkStarted = performance.now();
const errors = runContentCheck(contentIndex);
console.log(`content: contentIndex ${parsed}, check ${seconds(checkStarted)}`);
if (errors) {
  console.error('content check found errors');
  process.exit(1);
}
// Equal whenever every file loads (a file that does not fails the content check above).
if (indexedPageFiles(contentIndex).join() !== listPageFiles().sort().join()) {
  console.error('the MDX import map does not match the content index');
  process.exit(1);
}
writeContentIndexFile(indexFile, contentIndex);
