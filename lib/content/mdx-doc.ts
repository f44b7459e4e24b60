import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Root } from 'mdast';
import { loadApiIndex } from '../api/python-refs.mjs';
import { CONTENT_DIR } from '../files/content-dir';
import { LIVE_CONTENT } from '../files/live';
import { fileToRoute, routeToSlug } from '../files/routes';
import type { SidebarId } from '../sidebar/types';
import { analyzeMdx, parseMdx, type DocAnalysis } from './analyze';
import type { MdxDoc, MdxTreeHandler } from './doc';
import { FrontmatterError, parseFrontmatter } from './schema';

const NO_SIDEBAR = new Set(['/search', '/changelog', '/todo']);

/** The sidebar a route belongs to, by its first path segment. */
export function sidebarForRoute(route: string): SidebarId | null {
  if (NO_SIDEBAR.has(route)) return null;
  const first = route.split('/')[1] ?? '';
  if (first === 'integrations') return 'integrations';
  if (first === 'dagster-plus') return 'dagsterPlus';
  if (first === 'api' || first === 'reference') return 'api';
  return 'docs';
}

export function listMdxFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listMdxFiles(full, base));
    else if (entry.name.endsWith('.mdx')) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/**
 * The MDX files that become pages, from the folder listing alone (no parsing): the manifest's MDX docs
 * when every file loads, since the first file of a route wins in both. The build writes the import map
 * from this before parsing, so the type check can start at once.
 */
export function listPageFiles(contentDir = CONTENT_DIR): string[] {
  const seen = new Set<string>();
  return listMdxFiles(contentDir).filter((file) => {
    const route = fileToRoute(file);
    if (seen.has(route)) return false;
    seen.add(route);
    return true;
  });
}

/** The 1-based line of `key:` in the front matter at the top of `source`, or 1. */
function frontmatterLine(source: string, key?: string): number {
  const lines = source.split('\n');
  const end = lines.indexOf('---', 1);
  const at = key ? lines.slice(0, end < 0 ? lines.length : end).findIndex((l) => l.startsWith(`${key}:`)) : -1;
  return at < 0 ? 1 : at + 1;
}

/**
 * Reads one MDX file into a Doc; throws `file:line: problem` when it cannot. `onTree` receives the page's parsed
 * tree, so that a build can use the one parse for more than the manifest.
 */
export function loadMdxDoc(file: string, contentDir = CONTENT_DIR, onTree?: MdxTreeHandler): MdxDoc {
  const source = fs.readFileSync(path.join(contentDir, file), 'utf8');
  let data: Record<string, unknown>;
  try {
    data = matter(source).data;
  } catch (error) {
    const yamlError = error as { mark?: { line?: number }; reason?: string; message: string };
    throw new Error(`${file}:${(yamlError.mark?.line ?? 0) + 2}: front matter is not valid YAML: ${yamlError.reason ?? yamlError.message}`);
  }
  let fm: ReturnType<typeof parseFrontmatter>;
  try {
    fm = parseFrontmatter(data, file);
  } catch (error) {
    const key = error instanceof FrontmatterError ? error.key : undefined;
    throw new Error((error as Error).message.replace(`${file}:`, `${file}:${frontmatterLine(source, key)}:`));
  }
  const analyze = (): { tree: Root; analysis: DocAnalysis } => {
    try {
      const tree = parseMdx(source);
      return { tree, analysis: analyzeMdx(tree, loadApiIndex(contentDir)) };
    } catch (error) {
      // The MDX parser's messages end with the position, as in "... (6:1-6:13)".
      const reason = (error as Error).message;
      const [, line = '1', column = '1'] = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason) ?? [];
      throw new Error(`${file}:${line}:${column}: MDX does not parse: ${reason}`);
    }
  };
  const route = fileToRoute(file);
  const doc = {
    kind: 'mdx' as const,
    file,
    route,
    slug: routeToSlug(route),
    title: fm.title,
    description: fm.description,
    keywords: fm.keywords ?? [],
    sidebarLabel: fm.sidebar_label,
    sidebarPosition: fm.sidebar_position,
    unlisted: fm.unlisted ?? false,
    hideToc: fm.hide_table_of_contents ?? false,
    sidebar: sidebarForRoute(route),
  };
  if (!LIVE_CONTENT) {
    const { tree, analysis } = analyze();
    const loaded: MdxDoc = { ...doc, headings: analysis.headings, analysis };
    onTree?.(tree, loaded);
    return loaded;
  }
  // Under `next dev` a page render needs only the front matter, so the body is analysed on first use
  // (search index, link checks); a syntax error then shows in the page's own MDX compile error.
  let analysis: DocAnalysis | undefined;
  return Object.defineProperties(doc, {
    analysis: { enumerable: true, get: () => (analysis ??= analyze().analysis) },
    headings: { enumerable: true, get: () => (analysis ??= analyze().analysis).headings },
  }) as MdxDoc;
}
