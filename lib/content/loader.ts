import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import GithubSlugger from 'github-slugger';
import { getApiManifest, type ApiPageData } from '../api/symbols';
import { analyzeMdx, type DocAnalysis, type DocHeading } from './analyze';
import { CONTENT_DIR, fileToRoute, routeToSlug } from './paths';
import { parseFrontmatter } from './schema';

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

/** Reads one MDX file into a Doc; throws with the file path when it cannot. */
export function loadMdxDoc(file: string, contentDir = CONTENT_DIR): MdxDoc {
  const source = fs.readFileSync(path.join(contentDir, file), 'utf8');
  const { data } = matter(source);
  const fm = parseFrontmatter(data, file);
  let analysis: DocAnalysis;
  try {
    analysis = analyzeMdx(source);
  } catch (error) {
    throw new Error(`${file}: MDX does not parse: ${(error as Error).message}`);
  }
  const route = fileToRoute(file);
  return {
    kind: 'mdx',
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
    headings: analysis.headings,
    analysis,
  };
}

/** Headings of an API page: one h2 per section, one h3 per symbol whose id is its qualified name. */
export function apiHeadings(api: ApiPageData): DocHeading[] {
  const slugger = new GithubSlugger();
  const headings: DocHeading[] = [];
  for (const section of api.sections) {
    headings.push({ depth: 2, id: slugger.slug(section.heading), text: section.heading });
    for (const symbol of section.symbols) {
      headings.push({ depth: 3, id: symbol.qualname, text: symbol.kind === 'cli' && symbol.prog ? symbol.prog : symbol.name });
      for (const member of symbol.members ?? [])
        headings.push({ depth: 4, id: member.qualname, text: member.name });
    }
  }
  return headings;
}

function apiDoc(api: ApiPageData): ApiDoc {
  const symbolCount = api.sections.reduce((n, s) => n + s.symbols.length, 0);
  return {
    kind: 'api',
    api,
    route: api.route,
    slug: routeToSlug(api.route),
    title: api.title,
    description: `Python API reference for ${api.title}: ${symbolCount} documented symbols with signatures, parameters and examples.`,
    keywords: ['api', 'reference', ...api.title.split(/[^a-z0-9-]+/i).filter(Boolean)],
    unlisted: false,
    hideToc: false,
    sidebar: 'api',
    headings: apiHeadings(api),
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

export function writeManifestFile(file: string, manifest: ContentManifest, contentDir = CONTENT_DIR): void {
  const data: ManifestFile = { contentDir, docs: manifest.docs, warnings: manifest.warnings, errors: manifest.errors };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(data));
}

function readManifestFile(contentDir: string): ContentManifest | undefined {
  const file = process.env.DOCS_MANIFEST_FILE;
  if (!file || !fs.existsSync(file)) return undefined;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestFile;
  if (data.contentDir !== contentDir) return undefined;
  return { docs: data.docs, byRoute: new Map(data.docs.map((d) => [d.route, d])), warnings: data.warnings, errors: data.errors };
}

/** THE content index: every page of the site, read and parsed once per process (once per build with DOCS_MANIFEST_FILE). */
export function getManifest(contentDir = CONTENT_DIR): ContentManifest {
  const cached = manifests.get(contentDir);
  if (cached) return cached;
  const fromFile = readManifestFile(contentDir);
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
      add(loadMdxDoc(file, contentDir), file);
    } catch (error) {
      errors.push({ file, message: (error as Error).message });
    }
  }
  for (const page of getApiManifest(contentDir).pages) if (!page.index) add(apiDoc(page), 'the API manifest');
  const docs = [...byRoute.values()];
  const manifest = { docs, byRoute, warnings, errors };
  manifests.set(contentDir, manifest);
  return manifest;
}

/** Drops the manifests this process holds (the build driver, once Next's workers have theirs as a file). */
export function forgetManifests(): void {
  manifests.clear();
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
