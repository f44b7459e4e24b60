import { valueToEstree } from 'estree-util-value-to-estree';
import { toEstree } from 'hast-util-to-estree';
import { toHtml } from 'hast-util-to-html';

/**
 * Markdown content as HTML strings: the last rehype plugin. Every element whose whole subtree is plain
 * Markdown output (no JSX component, no expression inside) keeps its own tag and attributes, and gets its
 * children as `dangerouslySetInnerHTML`, so a paragraph is one JSX call instead of one per link, emphasis or
 * inline code. Pages are not hydrated (lib/next-export/content-island.tsx), so nothing is lost; the compiled
 * module, Turbopack's work on it and the server render all shrink with it.
 *
 * What the components map (components/mdx/index.tsx) does to Markdown elements is done here first, to the
 * same effect: external links open in a new tab, tables get their scrolling wrapper. `pre` stays a component
 * (rehype-static-code.mjs has already turned highlighted code into `<Pre>`).
 */
export default function rehypeStaticHtml() {
  return (/** @type {import('hast').Root} */ tree) => collapse(tree);
}

// Not `pre` (a component) nor `img` (React renders a preload link for each image it renders).
/** @type {(node: import('hast').RootContent) => boolean} */
const isStatic = (node) =>
  node.type === 'text' || (node.type === 'element' && node.tagName !== 'pre' && node.tagName !== 'img' && node.children.every(isStatic));

/** @param {{ type: string, children?: import('hast').RootContent[] }} parent */
function collapse(parent) {
  parent.children?.forEach((node, index, children) => {
    if (node.type === 'element' && isStatic(node)) {
      if (node.children.some((child) => child.type === 'element'))
        children[index] = staticElement(/** @type {import('hast').Element} */ (asComponentsRender(node)));
      return;
    }
    collapse(node);
  });
}

const TABLE_ELEMENTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const isExternal = (/** @type {string} */ href) => /^https?:/.test(href);
/** A wide table's wrapper scrolls: it takes keyboard focus (WCAG 2.1.1), with a role and a name (components/mdx/index.tsx). */
const TABLE_WRAPPER = { tabIndex: 0, role: 'group', ariaLabel: 'Table' };

/** The element as the components map and the JSX compile would render it (same HTML). */
/** @param {import('hast').ElementContent} node @returns {import('hast').ElementContent} */
function asComponentsRender(node) {
  if (node.type !== 'element') return node;
  node.children = node.children.map(asComponentsRender);
  const properties = node.properties ?? {};
  if (node.tagName === 'a') {
    const { href = '', ...rest } = properties;
    node.properties = isExternal(String(href)) ? { href, target: '_blank', rel: ['noreferrer', 'noopener'], ...rest } : { href, ...rest };
  }
  // React warns about white space inside table rows, so the JSX compile drops it, and turns cell alignment into a style.
  if (TABLE_ELEMENTS.has(node.tagName)) node.children = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  if ((node.tagName === 'td' || node.tagName === 'th') && properties.align) {
    const { align, ...rest } = properties;
    node.properties = { ...rest, style: `text-align:${align}` };
  }
  if (node.tagName === 'table')
    return { type: 'element', tagName: 'div', properties: { className: ['table-wrapper'], ...TABLE_WRAPPER }, children: [node] };
  return node;
}

/** The element as explicit JSX (not mapped through the components map) with its inner HTML as a string. */
/**
 * @param {import('hast').Element} element
 * @returns {import('mdast-util-mdx-expression').MdxFlowExpressionHast}
 */
function staticElement(element) {
  const program = toEstree(
    { type: 'root', children: [{ ...element, children: [] }] },
    { elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom' },
  );
  const fragment = /** @type {import('estree-jsx').JSXFragment} */ (
    /** @type {import('estree').ExpressionStatement} */ (program.body[0]).expression
  );
  const jsx = /** @type {import('estree-jsx').JSXElement & { data?: { _mdxExplicitJsx: boolean } }} */ (fragment.children[0]);
  jsx.openingElement.attributes.push({
    type: 'JSXAttribute',
    name: { type: 'JSXIdentifier', name: 'dangerouslySetInnerHTML' },
    value: { type: 'JSXExpressionContainer', expression: valueToEstree({ __html: toHtml(element.children) }) },
  });
  jsx.openingElement.selfClosing = true;
  jsx.closingElement = null;
  jsx.children = [];
  jsx.data = { _mdxExplicitJsx: true };
  return {
    type: 'mdxFlowExpression',
    value: '',
    position: element.position,
    data: { estree: { type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression: jsx }] } },
  };
}
