import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { getPageDescriptions } from '../api/descriptions';
import { paramAnchors } from '../api/render';
import { CALLABLE_KINDS, descriptionsRoute, getApiManifest, pageSymbols, type ApiPageData } from '../api/symbols';
import { analyzeMdx, parseMdx, type DocAnalysis, type DocHeading } from './analyze';
import { filesStamp, LIVE_CONTENT } from './live';
import { CONTENT_DIR, fileToRoute, routeToSlug } from './paths';
import { FrontmatterError, parseFrontmatter } from './schema';

export type SidebarId = 'docs' | 'integrations' | 'dagsterPlus' | 'api';

interface DocBase {
  route: string;
  slug: string[];
  title: string;
  description: string;
  keywords: string[];
  sidebarLabel?: string;
  sidebarPosition?: number;
  unlisted: boolean;
  hideToc: boolean;
  /** Which sidebar the page shows, or null for pages without one. */
  sidebar: SidebarId | null;
  /** Headings with their HTML ids, in page order (TOC, search, link checker). */
  headings: DocHeading[];
  /** Other ids that links may target (API parameter and option anchors). */
  anchors?: string[];
}

/** A page written as MDX under `content/`. */
export interface MdxDoc extends DocBase {
  kind: 'mdx';
  /** Path relative to the content folder, e.g. `concepts/assets/index.mdx`. */
  file: string;
  analysis: DocAnalysis;
}

/** A Python API reference page generated from `content/api/symbols.json`. */
export interface ApiDoc extends DocBase {
  kind: 'api';
  api: ApiPageData;
}

export type Doc = MdxDoc | ApiDoc;

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

/** The parsed tree of a page's MDX, with the page it belongs to. */
export type MdxTreeHandler = (tree: Root, doc: MdxDoc) => void;

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
      return { tree, analysis: analyzeMdx(tree) };
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

/** Headings of an API page: one h2 per section, one h3 per symbol whose id is its qualified name. */
export function apiHeadings(api: ApiPageData): DocHeading[] {
  const slugger = new GithubSlugger();
  const headings: DocHeading[] = [];
  for (const section of api.sections) {
    // A section page's title is its section's heading; an overview lists its symbols without headings.
    if (!api.partOf) headings.push({ depth: 2, id: slugger.slug(section.heading), text: section.heading });
    if (api.parts) continue;
    // A section page's symbols are its h2 headings, their members h3.
    const depth = api.partOf ? 2 : 3;
    for (const symbol of section.symbols) {
      headings.push({ depth, id: symbol.qualname, text: symbol.kind === 'cli' && symbol.prog ? symbol.prog : symbol.name });
      for (const member of symbol.members ?? [])
        headings.push({ depth: depth + 1, id: member.qualname, text: member.name });
    }
  }
  return headings;
}

/** What an API page holds, counted from its data, so cards and meta descriptions say only what is true. */
export function apiPageSummary(api: ApiPageData, contentDir = CONTENT_DIR): string {
  const symbols = pageSymbols(api);
  const top = api.sections.reduce((n, s) => n + s.symbols.length, 0);
  const callables = symbols.filter((s) => CALLABLE_KINDS.has(s.kind));
  const withCallForm = callables.filter((s) => s.signature).length;
  const examples = Object.entries(getPageDescriptions(descriptionsRoute(api), contentDir).symbols).filter(([q, d]) => d?.example && symbols.some((s) => s.qualname === q)).length;
  if (api.parts) return `Python API reference for ${api.title}: ${top} symbols in ${api.parts.length} sections, each on its own page.`;
  const parts = [`${top} documented symbol${top === 1 ? '' : 's'}`];
  if (callables.length)
    parts.push(withCallForm === callables.length ? 'call forms and parameters for every callable' : `call forms for ${withCallForm} of ${callables.length} callables`);
  if (examples) parts.push(`${examples} example${examples === 1 ? '' : 's'}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `Python API reference for ${api.title}: ${list}.`;
}

function apiDoc(api: ApiPageData, contentDir: string): ApiDoc {
  const manifest = getApiManifest(contentDir);
  const isQualname = (id: string) => manifest.byQualname.has(id);
  return {
    kind: 'api',
    api,
    route: api.route,
    slug: routeToSlug(api.route),
    title: api.title,
    description: apiPageSummary(api, contentDir),
    keywords: ['api', 'reference', ...(api.partOf ? [api.partOf.split('/').at(-1)!] : []), ...api.title.split(/[^a-z0-9-]+/i).filter(Boolean)],
    unlisted: false,
    hideToc: false,
    sidebar: 'api',
    headings: apiHeadings(api),
    anchors: api.parts ? [] : pageSymbols(api).flatMap((s) => paramAnchors(s, isQualname)),
  };
}

export interface ContentManifest {
  docs: Doc[];
  byRoute: Map<string, Doc>;
  warnings: string[];
  /** Files that could not be loaded, with the reason; the build fails when there are any. */
  errors: { file: string; message: string }[];
}

const manifests = new Map<string, ContentManifest>();

/**
 * A manifest written by the build driver (scripts/build.ts) before `next build`, so that Next's
 * compile, page-data and static-generation workers read one JSON file instead of parsing every page
 * again. Used only when DOCS_MANIFEST_FILE names it and it was made from the same content folder.
 */
interface ManifestFile {
  contentDir: string;
  docs: Doc[];
  warnings: string[];
  errors: ContentManifest['errors'];
}

/**
 * The manifest for Next's processes, in two files: the pages, and beside them (`<file>.sections.json`) the prose
 * sections of each MDX page, which only the search index reads. Every rendering worker parses the first file; the
 * sections, four fifths of the bytes, are read on first use (see readManifestFile).
 */
export function writeManifestFile(file: string, manifest: ContentManifest, contentDir = CONTENT_DIR): void {
  const sections: Record<string, DocAnalysis['sections']> = {};
  const docs = manifest.docs.map((doc) => {
    if (doc.kind !== 'mdx') return doc;
    sections[doc.route] = doc.analysis.sections;
    return { ...doc, analysis: { ...doc.analysis, sections: [] } };
  });
  const data: ManifestFile = { contentDir, docs, warnings: manifest.warnings, errors: manifest.errors };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed (the sections first): a process waiting for the file never reads half of it.
  fs.writeFileSync(`${file}.sections.json.partial`, JSON.stringify(sections));
  fs.renameSync(`${file}.sections.json.partial`, `${file}.sections.json`);
  fs.writeFileSync(`${file}.partial`, JSON.stringify(data));
  fs.renameSync(`${file}.partial`, file);
}

function readManifestFile(contentDir: string): ContentManifest | undefined {
  const file = process.env.DOCS_MANIFEST_FILE;
  if (!file) return undefined;
  if (process.env.DOCS_MANIFEST_WAIT === '1') waitForFile(file);
  if (!fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestFile;
  if (data.contentDir !== contentDir) return undefined;
  let sections: Record<string, DocAnalysis['sections']> | undefined;
  for (const doc of data.docs) {
    if (doc.kind !== 'mdx') continue;
    Object.defineProperty(doc.analysis, 'sections', {
      enumerable: true,
      get: () => (sections ??= JSON.parse(fs.readFileSync(`${file}.sections.json`, 'utf8')))[doc.route] ?? [],
    });
  }
  return { docs: data.docs, byRoute: new Map(data.docs.map((d) => [d.route, d])), warnings: data.warnings, errors: data.errors };
}

/**
 * The build driver starts `next build` while it is still parsing the content (DOCS_MANIFEST_WAIT=1), so Next's
 * processes wait here for the manifest file, which it writes in one rename once the content check has passed
 * (it stops the build on any error).
 */
function waitForFile(file: string, timeoutMs = 30 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the content manifest ${file} was not written within ${timeoutMs / 60_000} minutes`);
    Atomics.wait(pause, 0, 0, 50);
  }
}

/** Under `next dev`: when the manifest was last checked against the files, and their stamp then. */
const liveChecks = new Map<string, { at: number; stamp: string }>();
const liveDocs = new Map<string, { stamp: string; doc: MdxDoc }>();

/** Files whose edits change the manifest: every page, the API data and descriptions. */
function contentFiles(contentDir: string): string[] {
  const api = path.join(contentDir, 'api');
  const yaml = (dir: string): string[] =>
    fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? yaml(path.join(dir, e.name)) : [path.join(dir, e.name)])) : [];
  return [...listMdxFiles(contentDir).map((f) => path.join(contentDir, f)), path.join(api, 'symbols.json'), path.join(api, 'unverified.json'), ...yaml(path.join(api, 'descriptions'))];
}

/** In live mode, whether the cached manifest still matches the files (checked at most twice a second). */
function liveManifestIsCurrent(contentDir: string): boolean {
  const last = liveChecks.get(contentDir);
  if (last && Date.now() - last.at < 500) return true;
  const files = contentFiles(contentDir);
  const stamp = `${files.join('|')}#${filesStamp(files)}`;
  liveChecks.set(contentDir, { at: Date.now(), stamp });
  return last?.stamp === stamp;
}

/** loadMdxDoc, re-reading a file in live mode only when it changed. */
function loadMdxDocLive(file: string, contentDir: string): MdxDoc {
  if (!LIVE_CONTENT) return loadMdxDoc(file, contentDir);
  const full = path.join(contentDir, file);
  const stamp = filesStamp([full]);
  const cached = liveDocs.get(full);
  if (cached?.stamp === stamp) return cached.doc;
  const doc = loadMdxDoc(file, contentDir);
  liveDocs.set(full, { stamp, doc });
  return doc;
}

/**
 * THE content index: every page of the site, read and parsed once per process (once per build with
 * DOCS_MANIFEST_FILE; the build also makes each page's Markdown from that parse, through `onTree`). Under `next dev` it is rebuilt when a content file changes, re-parsing only the
 * files that changed, so new pages and front-matter edits show on reload.
 */
export function getManifest(contentDir = CONTENT_DIR, onTree?: MdxTreeHandler): ContentManifest {
  const cached = manifests.get(contentDir);
  // With onTree the pages are parsed again, since the caller wants their trees.
  if (cached && !onTree && (!LIVE_CONTENT || liveManifestIsCurrent(contentDir))) return cached;
  const fromFile = onTree ? undefined : readManifestFile(contentDir);
  if (fromFile) {
    manifests.set(contentDir, fromFile);
    return fromFile;
  }
  const warnings: string[] = [];
  const byRoute = new Map<string, Doc>();
  const add = (doc: Doc, origin: string) => {
    const existing = byRoute.get(doc.route);
    if (existing) {
      warnings.push(`Duplicate route ${doc.route}: ${origin} is ignored, ${existing.kind === 'mdx' ? existing.file : 'the API manifest'} wins`);
      return;
    }
    byRoute.set(doc.route, doc);
  };
  const errors: ContentManifest['errors'] = [];
  for (const file of listMdxFiles(contentDir)) {
    try {
      add(onTree ? loadMdxDoc(file, contentDir, onTree) : loadMdxDocLive(file, contentDir), file);
    } catch (error) {
      errors.push({ file, message: (error as Error).message });
    }
  }
  for (const page of getApiManifest(contentDir).pages) if (!page.index) add(apiDoc(page, contentDir), 'the API manifest');
  const docs = [...byRoute.values()];
  const manifest = { docs, byRoute, warnings, errors };
  manifests.set(contentDir, manifest);
  if (LIVE_CONTENT) liveManifestIsCurrent(contentDir); // records the stamp this manifest was built from
  return manifest;
}

/** The manifest for the site build: any file that failed to load fails the build, naming it. */
export function getSiteManifest(): ContentManifest {
  const manifest = getManifest();
  if (manifest.errors.length)
    throw new Error(`Content files failed to load:\n${manifest.errors.map((e) => `  ${e.message}`).join('\n')}`);
  return manifest;
}

export function getDoc(route: string): Doc | undefined {
  return getSiteManifest().byRoute.get(route);
}
