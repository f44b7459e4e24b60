import { hastBlockText, lazyBlockHeights } from '../site/lazy-block-size.mjs';

/**
 * Wraps each `h2` and what follows it, up to the next `h2`, in `<section class="doc-section">`. The CSS gives
 * these sections `content-visibility: auto`, so on the first load the browser lays out only the sections on
 * the first screen, and each section's placeholder height is estimated from its text (lib/site/lazy-block-size.mjs),
 * which is why this runs before code is highlighted. On Linux, Chromium asks the browser process about each font,
 * size and weight the first time it lays out text in them, and waits for the answer. Laying out fewer sections means
 * fewer of these questions during the load. Text before the first `h2` stays unwrapped. Imports and exports
 * (`mdxjsEsm`) stay at the top level.
 */
export default function rehypeSections() {
  return (/** @type {import('hast').Root} */ tree) => {
    /** @type {import('hast').RootContent[]} */
    const children = [];
    /** @type {import('hast').Element | null} */
    let section = null;
    for (const node of tree.children) {
      if (node.type === 'element' && node.tagName === 'h2') {
        section = { type: 'element', tagName: 'section', properties: { className: ['doc-section'] }, children: [] };
        children.push(section);
      }
      if (section && node.type !== 'mdxjsEsm') section.children.push(/** @type {import('hast').ElementContent} */ (node));
      else children.push(node);
    }
    for (const node of children)
      if (node.type === 'element' && node.tagName === 'section')
        node.properties.style = Object.entries(lazyBlockHeights('section', hastBlockText(node.children)))
          .map(([name, value]) => `${name}:${value}`)
          .join(';');
    tree.children = children;
  };
}
