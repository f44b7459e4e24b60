// Reading a page's parsed MDX (its mdast tree): the heading pass and its slugger, a node's text, JSX attributes,
// PyObject references and admonition labels. Plain ESM so that the MDX compile (lib/mdx/remark-heading-ids.mjs),
// the content analysis, the Markdown export, the API pages and the components share one implementation.
import GithubSlugger from 'github-slugger';
import { visit } from 'unist-util-visit';

/** @typedef {{ depth: number, id: string, text: string }} DocHeading a heading of a page, with the id the rendered HTML gives it */
/**
 * What a `<PyObject />` in content names.
 * @typedef {{ module: string, object: string, method?: string, displayText?: string, pluralize?: boolean, decorator?: boolean }} PyObjectRef
 */
/** @typedef {import('mdast-util-mdx-jsx').MdxJsxFlowElement | import('mdast-util-mdx-jsx').MdxJsxTextElement} JsxElement */

/** A new slugger: GitHub's id for a heading text, numbering repeats on the same page (`setup`, `setup-1`). */
export function createSlugger() {
  const slugger = new GithubSlugger();
  return (/** @type {string} */ text) => slugger.slug(text);
}

/** The value of a JSX element's attribute: its string, `true` when written without a value, undefined when absent. */
/** @param {JsxElement} node @param {string} name @returns {string | true | undefined} */
export function jsxAttribute(node, name) {
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== name) continue;
    if (attr.value === null || attr.value === undefined) return true;
    if (typeof attr.value === 'string') return attr.value;
    return attr.value.value;
  }
  return undefined;
}

/** @param {PyObjectRef} ref */
export function pyObjectQualname(ref) {
  return [ref.module, ref.object, ref.method].filter(Boolean).join('.');
}

/**
 * The text a PyObject shows: `@asset`, `Definitions`, `AssetSpec.replace_attributes`, `AssetKeys`.
 * @param {PyObjectRef} ref
 */
export function pyObjectText(ref) {
  if (ref.displayText) return ref.displayText;
  const base = ref.method ? `${ref.object}.${ref.method}` : ref.object;
  return `${ref.decorator ? '@' : ''}${base}${ref.pluralize ? 's' : ''}`;
}

/** The symbol a `<PyObject />` element names. @param {JsxElement} node @returns {PyObjectRef} */
export function pyObjectFromJsx(node) {
  const str = (/** @type {string | true | undefined} */ v) => (typeof v === 'string' ? v : undefined);
  return {
    module: str(jsxAttribute(node, 'module')) ?? 'dagster',
    object: str(jsxAttribute(node, 'object')) ?? '',
    method: str(jsxAttribute(node, 'method')),
    displayText: str(jsxAttribute(node, 'displayText')),
    pluralize: jsxAttribute(node, 'pluralize') !== undefined,
    decorator: jsxAttribute(node, 'decorator') !== undefined,
  };
}

/**
 * Plain text of a node as a reader sees it (PyObject shows its symbol name; code blocks are skipped).
 * @param {import('mdast').RootContent | import('mdast').Root} node @returns {string}
 */
export function nodeText(node) {
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
    return node.children.map(nodeText).join(sep);
  }
  return '';
}

/**
 * The heading pass: gives every Markdown heading of the tree its id (one slugger, in page order) and returns
 * the headings. The id is set as the heading's `hProperties`, so the compiled page's `<hN id>` is this id.
 * @param {import('mdast').Root | import('mdast').Heading} tree
 */
export function headingPass(tree) {
  const slug = createSlugger();
  /** @type {DocHeading[]} */
  const headings = [];
  visit(tree, 'heading', (node) => {
    const text = nodeText(node).trim();
    const id = slug(text);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    headings.push({ depth: node.depth, id, text });
  });
  return headings;
}

/** The label each `<Admonition type>` shows (and its Markdown export writes); another type shows as a note. */
export const ADMONITION_LABELS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

/** @typedef {keyof typeof ADMONITION_LABELS} AdmonitionType */

/** An admonition's type as shown: one of ADMONITION_LABELS, or `note`. @param {unknown} type @returns {AdmonitionType} */
export function admonitionType(type) {
  return typeof type === 'string' && Object.hasOwn(ADMONITION_LABELS, type) ? /** @type {AdmonitionType} */ (type) : 'note';
}
