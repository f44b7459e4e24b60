import { headingPass } from '../mdast/mdx-tree.mjs';

/**
 * Gives each heading its id by the heading pass the content analysis runs (lib/mdast/mdx-tree.mjs), so the ids in
 * the HTML are the ones the TOC, the search index, the content check and the Markdown export read.
 */
export default function remarkHeadingIds() {
  return (/** @type {import('mdast').Root} */ tree) => {
    headingPass(tree);
  };
}
