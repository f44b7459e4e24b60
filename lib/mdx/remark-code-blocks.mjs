import { visit } from 'unist-util-visit';

/**
 * ```mermaid fences become <Mermaid chart="..."/>; fences with title="file.py" are wrapped in
 * <CodeBlock title="file.py"> so the title shows above the highlighted code (Shiki ignores meta).
 */
export default function remarkCodeBlocks() {
  return (tree) => {
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined) return;
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
