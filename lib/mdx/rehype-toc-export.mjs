import { valueToEstree } from 'estree-util-value-to-estree';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/**
 * Adds `export const toc = [{ depth, id, title }]` to the compiled MDX module: the h2-h4 headings with
 * the ids rehype-slug gave them. Runs after rehype-slug and before the autolink anchors are added.
 */
export default function rehypeTocExport() {
  return (tree) => {
    const toc = [];
    visit(tree, 'element', (node) => {
      const match = /^h([2-4])$/.exec(node.tagName);
      if (match && node.properties?.id) toc.push({ depth: Number(match[1]), id: String(node.properties.id), title: toString(node).trim() });
    });
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              source: null,
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(toc) }],
              },
            },
          ],
        },
      },
    });
  };
}
