import type { Root } from 'mdast';
import type { ApiPageData } from '../api/symbols';
import type { DocHeading } from '../mdast/mdx-tree.mjs';
import type { SidebarId } from '../sidebar/types';
import type { DocAnalysis } from './analyze';

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

/** Every page of the site, by route (see getContentIndex in content-index.ts). */
export interface ContentIndex {
  docs: Doc[];
  byRoute: Map<string, Doc>;
  warnings: string[];
  /** Files that could not be loaded, with the reason; the build fails when there are any. */
  errors: { file: string; message: string }[];
}

/** The parsed tree of a page's MDX, with the page it belongs to. */
export type MdxTreeHandler = (tree: Root, doc: MdxDoc) => void;
