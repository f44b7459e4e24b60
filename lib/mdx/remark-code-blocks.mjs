import { visit } from 'unist-util-visit';

/**
 * <details> becomes <Details>; ```mermaid fences become <Mermaid chart="..."/>; fences with title="file.py" are wrapped in
 * <CodeBlock title="file.py"> so the title shows above the highlighted code (Shiki ignores meta).
 */
export default function remarkCodeBlocks() {
  return (/** @type {import('mdast').Root} */ tree) => {
    // Literal JSX tags are not replaced by the MDX components map, so <details> is renamed to the
    // animated <Details> component here.
    visit(tree, 'mdxJsxFlowElement', (node) => {
      if (node.name === 'details') node.name = 'Details';
    });
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined) return;
      /** @type {(name: string, value: string) => import('mdast-util-mdx-jsx').MdxJsxAttribute} */
      const attr = (name, value) => ({ type: 'mdxJsxAttribute', name, value });
      if (node.lang === 'mermaid') {
        parent.children[index] = { type: 'mdxJsxFlowElement', name: 'Mermaid', attributes: [attr('chart', node.value)], children: [] };
        return;
      }
      const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? '');
      if (title) {
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: 'CodeBlock',
          attributes: [attr('title', title[1] ?? title[2])],
          children: [node],
        };
        return 'skip';
      }
    });
  };
}
