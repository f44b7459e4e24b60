/**
 * Checks content pages: front matter, MDX syntax, prose length, placeholder words, internal links and
 * anchors, PyObject names, Python and YAML blocks, API descriptions, behaviour claims (content/claims).
 * Usage: tsx scripts/check-content.ts [paths...]
 * (`npm run build` runs the same check from scripts/build.ts.)
 */
import path from 'node:path';
import { runContentCheck } from '../lib/checks/run-content-checks';
import { getContentIndex } from '../lib/content/content-index';

const errors = runContentCheck(
  getContentIndex(),
  process.argv.slice(2).map((a) => path.resolve(a)),
);
process.exit(errors ? 1 : 0);
