import GithubSlugger from 'github-slugger';
import type { Root, RootContent, Heading } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { pyObjectText, type PyObjectRef } from '../api/pyobject';

/** A heading of a page, with the id the rendered HTML gives it. */
export interface DocHeading {
  depth: number;
  id: string;
  text: string;
}

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
export interface DocAnalysis {
  headings: DocHeading[];
  sections: DocSection[];
  links: DocLink[];
  pyObjects: (PyObjectRef & { line: number })[];
  code: DocCode[];
  proseWords: number;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

/** An MDX file as a Markdown tree (front matter, GFM and MDX syntax): the one parse of a page the build makes. */
export const parseMdx = (source: string): Root => parser.parse(source) as Root;

type JsxNode = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

function jsxAttr(node: JsxNode, name: string): string | boolean | undefined {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (attr.value === null || attr.value === undefined) return true;
    if (typeof attr.value === 'string') return attr.value;
    return attr.value.value;
  }
  return undefined;
}

export function pyObjectFromJsx(node: JsxNode): PyObjectRef {
  const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);
  return {
    module: str(jsxAttr(node, 'module')) ?? 'dagster',
    object: str(jsxAttr(node, 'object')) ?? '',
    method: str(jsxAttr(node, 'method')),
    displayText: str(jsxAttr(node, 'displayText')),
    pluralize: jsxAttr(node, 'pluralize') !== undefined,
    decorator: jsxAttr(node, 'decorator') !== undefined,
  };
}

/** Plain text of a node as a reader sees it (PyObject shows its symbol name; code blocks are skipped). */
export function nodeText(node: RootContent | Root): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'code':
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
    case 'html':
      return '';
    case 'mdxJsxTextElement':
    case 'mdxJsxFlowElement':
      if (node.name === 'PyObject') return pyObjectText(pyObjectFromJsx(node));
      break;
  }
  if ('children' in node) {
    const sep = node.type === 'root' || node.type === 'list' || node.type === 'mdxJsxFlowElement' ? ' ' : '';
    return (node.children as RootContent[]).map(nodeText).join(sep);
  }
  return '';
}

const BLOCK_TYPES = new Set(['paragraph', 'tableCell', 'listItem', 'blockquote']);

/** Reads headings, prose sections, links, symbols and code from a page's parsed MDX (parseMdx). */
export function analyzeMdx(tree: Root): DocAnalysis {
  const slugger = new GithubSlugger();
  const headings: DocHeading[] = [];
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
      const text = nodeText(node).trim();
      const heading = { depth: (node as Heading).depth, id: slugger.slug(text), text };
      headings.push(heading);
      trail = [...trail.filter((h) => h.depth < heading.depth), heading];
      proseWords += text.split(/\s+/).filter(Boolean).length;
      return;
    }
    if (node.type === 'code') {
      code.push({ lang: node.lang ?? '', meta: node.meta ?? '', value: node.value, line: node.position?.start.line ?? 0 });
      return;
    }
    if (BLOCK_TYPES.has(node.type) && !('children' in node && (node.children as RootContent[]).some((c) => c.type === 'paragraph' || c.type === 'list' || c.type === 'code'))) {
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
      const jsx = node as JsxNode;
      if (jsx.name === 'PyObject') pyObjects.push({ ...pyObjectFromJsx(jsx), line });
      const href = jsxAttr(jsx, 'href');
      if (typeof href === 'string') links.push({ url: href, line });
    }
  });

  return { headings, sections, links, pyObjects, code, proseWords };
}
