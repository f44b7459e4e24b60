/**
 * Wraps each `h2` and what follows it, up to the next `h2`, in `<section class="doc-section">`. The CSS gives
 * these sections `content-visibility: auto`, so on the first load the browser lays out only the sections on
 * the first screen. On Linux, Chromium asks the browser process about each font, size and weight the first time
 * it lays out text in them, and waits for the answer. Laying out fewer sections means fewer of these questions
 * during the load. Text before the first `h2` stays unwrapped. Imports and exports (`mdxjsEsm`) stay at the top level.
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
    tree.children = children;
  };
}
