import type { Root, RootContent } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { analyzePython, type ApiIndex } from '../api/python-refs.mjs';
import {
  headingPass,
  jsxAttribute,
  nodeText,
  pyObjectFromJsx,
  type DocHeading,
  type JsxElement,
  type PyObjectRef,
} from '../mdast/mdx-tree.mjs';

/** A block of prose under the headings above it: the unit of the search index. */
export interface DocSection {
  /** Heading trail (h2..h6 texts) above this block, outermost first. */
  trail: DocHeading[];
  text: string;
}

export interface DocLink {
  url: string;
  line: number;
}

export interface DocCode {
  lang: string;
  meta: string;
  value: string;
  line: number;
}

/** Everything the build needs to know about a page's body, read from one parse of its MDX. */
/** What a page's Python blocks take from Dagster: read with the pass that links code to the reference (python-refs.mjs). */
export interface DocCodeRefs {
  /** Documented qualnames the blocks use (each once): the reference lists the page under "Used in". */
  qualnames: string[];
  /** Imported Dagster names that nothing documents, at their line of the page: the content check reports them. */
  unresolved: { line: number; name: string }[];
}

export interface DocAnalysis {
  headings: DocHeading[];
  sections: DocSection[];
  links: DocLink[];
  pyObjects: (PyObjectRef & { line: number })[];
  code: DocCode[];
  codeRefs: DocCodeRefs;
  proseWords: number;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

/** An MDX file as a Markdown tree (front matter, GFM and MDX syntax): the one parse of a page the build makes. */
export const parseMdx = (source: string): Root => parser.parse(source) as Root;

const BLOCK_TYPES = new Set(['paragraph', 'tableCell', 'listItem', 'blockquote']);

/** Analyses a page's Python blocks against the API reference (`index`): the names they use and those it lacks. */
export function codeRefs(code: DocCode[], index: ApiIndex): DocCodeRefs {
  const qualnames = new Set<string>();
  const unresolved: DocCodeRefs['unresolved'] = [];
  for (const block of code) {
    if (block.lang !== 'python' && block.lang !== 'py') continue;
    const found = analyzePython(block.value, index);
    for (const link of found.links) qualnames.add(link.qualname);
    for (const u of found.unresolved) unresolved.push({ line: block.line + u.line, name: u.name });
  }
  return { qualnames: [...qualnames], unresolved };
}

/**
 * Reads headings, prose sections, links, symbols and code from a page's parsed MDX (parseMdx), and what its
 * Python blocks take from the API reference (`index`).
 */
export function analyzeMdx(tree: Root, index: ApiIndex): DocAnalysis {
  const headings = headingPass(tree);
  // The pass numbers repeated headings, so an id names one heading of the page.
  const headingById = new Map(headings.map((h) => [h.id, h]));
  const sections: DocSection[] = [];
  const links: DocLink[] = [];
  const pyObjects: DocAnalysis['pyObjects'] = [];
  const code: DocCode[] = [];
  let trail: DocHeading[] = [];
  let proseWords = 0;

  const addProse = (text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean) return;
    proseWords += clean.split(' ').filter((w) => /[A-Za-z]/.test(w)).length;
    sections.push({ trail, text: clean });
  };

  const walk = (node: RootContent) => {
    if (node.type === 'heading') {
      const heading = headingById.get(String(node.data?.hProperties?.id))!;
      trail = [...trail.filter((h) => h.depth < heading.depth), heading];
      proseWords += heading.text.split(/\s+/).filter(Boolean).length;
      return;
    }
    if (node.type === 'code') {
      code.push({ lang: node.lang ?? '', meta: node.meta ?? '', value: node.value, line: node.position?.start.line ?? 0 });
      return;
    }
    if (
      BLOCK_TYPES.has(node.type) &&
      !(
        'children' in node && (node.children as RootContent[]).some((c) => c.type === 'paragraph' || c.type === 'list' || c.type === 'code')
      )
    ) {
      addProse(nodeText(node));
      return;
    }
    if (node.type === 'table') {
      for (const row of node.children) for (const cell of row.children) addProse(nodeText(cell));
      return;
    }
    if ('children' in node) for (const child of node.children as RootContent[]) walk(child);
  };
  for (const child of tree.children) walk(child);

  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'link' || node.type === 'definition') links.push({ url: node.url, line });
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const jsx = node as JsxElement;
      if (jsx.name === 'PyObject') pyObjects.push({ ...pyObjectFromJsx(jsx), line });
      const href = jsxAttribute(jsx, 'href');
      if (typeof href === 'string') links.push({ url: href, line });
    }
  });

  return { headings, sections, links, pyObjects, code, codeRefs: codeRefs(code, index), proseWords };
}
