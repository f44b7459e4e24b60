import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { classList, linkCodeElement, loadApiIndex } from '../api/python-refs.mjs';

/**
 * In Python code blocks highlighted by Shiki, names imported from Dagster packages (`from dagster
 * import asset`, `dg.Definitions` after `import dagster as dg`) become links to their API reference
 * anchors, at build time. Runs after @shikijs/rehype; the links are checked with every other link.
 */
export default function rehypeCodeLinks() {
  return (/** @type {import('hast').Root} */ tree) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'code') return;
      if (!/\blanguage-py(thon)?\b/.test(classList(node))) return;
      const lines = node.children.filter((c) => c.type === 'element');
      linkCodeElement(node, lines.map((line) => toString(line)).join('\n'), loadApiIndex());
      return 'skip';
    });
  };
}
