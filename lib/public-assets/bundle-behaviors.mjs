import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BEHAVIORS_URL, SEARCH_DIALOG_CSS_URL, SEARCH_DIALOG_URL, SEARCH_HOSTED_URL, SEARCH_WORKER_URL } from '../site/script-urls.mjs';
import { MERMAID_MODULE_URL } from './vendor-mermaid.mjs';

// The page's own script (components/behaviors.ts), the search engine's worker (lib/search/search-worker.ts), the
// search dialog's controller and Algolia's client for hosted search (lib/search/README.md):
// bundled here with esbuild, not by Next, because they run before and without the framework. Code a behaviour needs
// only on use (medium-zoom, the sidebar renderer) is split into chunks it imports on demand.
const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDER = path.posix.dirname(BEHAVIORS_URL).slice(1);

const docsearchFile = (/** @type {string} */ file) => fs.readFileSync(require.resolve(`@docsearch/css/dist/${file}`), 'utf8');
/** The dialog's outermost element, which holds DocSearch's variables (docsearchCss). */
const CONTAINER = '.DocSearch-Container';
/**
 * DocSearch's modal stylesheet, with its variables set on the dialog's container (`:root` becomes the container,
 * `html[data-theme=dark]` its ancestor), not on the root: the sheet is linked at idle, and custom properties set on
 * <html> would restyle every element of the page, which inherits them. Their selectors are of zero specificity, so
 * that the site's own values (components/search/search-dialog.css) win wherever the sheet lands.
 */
const docsearchCss = () =>
  docsearchFile('_variables.css')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|})([^{}]+)\{/g, (_, end, selector) => {
      const scoped = selector.trim() === ':root' ? CONTAINER : `${selector.trim()} ${CONTAINER}`;
      return `${end}:where(${scoped}){`;
    }) + docsearchFile('modal.css').replaceAll(':root{', `:where(${CONTAINER}){`);

/** The search dialog's stylesheet: DocSearch's, then the dialog's own rules beside its component. */
export const searchDialogCss = () => docsearchCss() + fs.readFileSync(path.join(ROOT, 'components/search/search-dialog.css'), 'utf8');

/** @param {string} publicDir @returns {import('esbuild').BuildOptions} */
const options = (publicDir) => ({
  absWorkingDir: ROOT,
  entryPoints: {
    [path.posix.basename(BEHAVIORS_URL, '.js')]: 'components/behaviors.ts',
    [path.posix.basename(SEARCH_WORKER_URL, '.js')]: 'lib/search/search-worker.ts',
    [path.posix.basename(SEARCH_DIALOG_URL, '.js')]: 'lib/search/dialog/controller.ts',
    [path.posix.basename(SEARCH_HOSTED_URL, '.js')]: 'lib/search/hosted.ts',
  },
  // The entries above import each other by URL (the dialog's controller, Algolia's client): not bundled into the importer.
  external: [`/${FOLDER}/*`],
  bundle: true,
  splitting: true,
  format: 'esm',
  // Next's own browser baseline (Chrome and Edge 111, Firefox 111, Safari 16.4): class fields and `??=` need no helpers.
  target: 'es2022',
  // V8's explicit compile hint: the functions are compiled with the file, on the thread that streams it in, not one
  // by one on the main thread as each is first called (which doubled the page script's first task on a cold load).
  banner: { js: '//# allFunctionsCalledOnLoad' },
  minify: true,
  legalComments: 'none',
  outdir: path.resolve(publicDir, FOLDER),
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  define: {
    MERMAID_MODULE_URL: JSON.stringify(MERMAID_MODULE_URL),
    'process.env.NODE_ENV': '"production"',
  },
  logLevel: 'warning',
});

/** The search dialog's stylesheet, beside the scripts. */
const writeSearchDialogCss = (/** @type {string} */ publicDir) =>
  fs.writeFileSync(path.join(publicDir, SEARCH_DIALOG_CSS_URL), searchDialogCss());

/**
 * The URLs of the chunks the page's script imports statically, at every depth. A module's imports are found only
 * once it has arrived, one round trip per level; the export preloads them beside the script
 * (lib/next-export/post-export.ts), so that the whole script arrives in one.
 * @param {import('esbuild').Metafile} metafile @param {string} publicDir @returns {string[]}
 */
function staticImportsOfPageScript(metafile, publicDir) {
  // esbuild names its outputs relative to its working directory (ROOT).
  const publicFolder = path.relative(ROOT, path.resolve(publicDir)).split(path.sep).join('/');
  const url = (/** @type {string} */ output) => `/${path.posix.relative(publicFolder, output)}`;
  const pageScript = Object.keys(metafile.outputs).find((output) => url(output) === BEHAVIORS_URL);
  if (!pageScript) throw new Error(`bundle-behaviors: no ${BEHAVIORS_URL} in esbuild's outputs`);
  const found = new Set();
  const visit = (/** @type {string} */ output) => {
    for (const { path: imported, kind, external } of metafile.outputs[output].imports)
      if (kind === 'import-statement' && !external && !found.has(imported)) {
        found.add(imported);
        visit(imported);
      }
  };
  visit(pageScript);
  return [...found].map(url).sort();
}

/**
 * Writes public/behaviors/ (page.js and its chunks, the search dialog's stylesheet) for the build, and returns the
 * chunks page.js imports statically (staticImportsOfPageScript).
 */
export function bundleBehaviors(publicDir = 'public') {
  fs.rmSync(path.join(publicDir, FOLDER), { recursive: true, force: true });
  const { metafile } = esbuild.buildSync({ ...options(publicDir), metafile: true });
  writeSearchDialogCss(publicDir);
  return { pageScriptImports: staticImportsOfPageScript(metafile, publicDir) };
}

/** The same for the dev server, rebuilt on every change of its sources. */
export async function watchBehaviors(publicDir = 'public') {
  const context = await esbuild.context(options(publicDir));
  await context.watch();
  fs.mkdirSync(path.join(publicDir, FOLDER), { recursive: true });
  writeSearchDialogCss(publicDir);
  return context;
}
