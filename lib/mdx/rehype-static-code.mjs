import { valueToEstree } from 'estree-util-value-to-estree';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { codeLineCount } from '../site/lazy-block-size.mjs';

/**
 * Highlighted code as one HTML string (rehype-static-html.mjs, next, does the same for Markdown). Each Shiki
 * `<pre>` becomes `<Pre>` (the components map's code block) with its `<code>` passed as `dangerouslySetInnerHTML`, instead of one JSX
 * call per token. The page's HTML is the same; the compiled module is a string literal where it was hundreds
 * of elements, which is most of the cost of compiling, bundling and rendering a page with code. Nothing in
 * the content is hydrated (lib/next-export/content-island.tsx), and links in code are plain anchors there too.
 */
export default function rehypeStaticCode() {
  return (/** @type {import('hast').Root} */ tree) => {
    /** @param {{ type: string, children?: import('hast').RootContent[] }} parent */
    const replace = (parent) => {
      parent.children?.forEach((node, index, children) => {
        if (node.type === 'element' && node.tagName === 'pre' && /\bshiki\b/.test(String(node.properties?.class ?? ''))) {
          children[index] = staticPre(node);
          return;
        }
        replace(node);
      });
    };
    replace(tree);
  };
}

/** @param {unknown} value @returns {import('mdast-util-mdx-jsx').MdxJsxAttributeValueExpression} */
const expression = (value) => ({
  type: 'mdxJsxAttributeValueExpression',
  value: '',
  data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: valueToEstree(value) }] } },
});

/** @param {import('hast').Element} pre @returns {import('mdast-util-mdx-jsx').MdxJsxFlowElementHast} */
function staticPre(pre) {
  const { class: className, style, tabindex, ...rest } = pre.properties ?? {};
  if (Object.keys(rest).length) throw new Error(`rehype-static-code: unexpected <pre> properties ${Object.keys(rest).join(', ')}`);
  /** @type {import('mdast-util-mdx-jsx').MdxJsxAttribute[]} */
  const attributes = [{ type: 'mdxJsxAttribute', name: 'className', value: String(className) }];
  if (style) {
    const declarations = String(style)
      .split(';')
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]);
    attributes.push({ type: 'mdxJsxAttribute', name: 'style', value: expression(Object.fromEntries(declarations)) });
  }
  if (tabindex !== undefined) attributes.push({ type: 'mdxJsxAttribute', name: 'tabIndex', value: expression(Number(tabindex)) });
  attributes.push({ type: 'mdxJsxAttribute', name: 'lines', value: expression(codeLineCount(toString(pre))) });
  attributes.push({ type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: expression({ __html: toHtml(pre.children) }) });
  return { type: 'mdxJsxFlowElement', name: 'Pre', attributes, children: [], position: pre.position };
}
