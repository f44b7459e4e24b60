import { toString } from 'hast-util-to-string';

/**
 * Placeholder heights for the blocks that wait for the viewport (`content-visibility: var(--lazy)`, app/globals.css).
 * A skipped block is as tall as its `contain-intrinsic-size`; with one fixed guess for every block, the blocks of a long
 * API page were 3,500 px of placeholders for 14,300 px laid out (at 390 px). So End, the scrollbar or a jump to "Next"
 * landed thousands of pixels short, and the page then grew under the reader as blocks near the viewport were laid out.
 * A block's height follows from its text, estimated at build time from what is in it.
 *
 * The estimate is made for a 390 px and a 1280 px viewport. Between them, the stylesheet follows the width of the
 * content column: from 390 px the height shrinks linearly to the 1280 px estimate at 700 px, where the column (viewport
 * less padding) is as wide as at 1280 px (viewport less sidebar and table of contents), and stays there. The coefficients
 * are least-squares fits to the laid-out heights of 280 blocks on 50 pages (API and guides) at those widths; the
 * median error is 2-4 %. tests/e2e/lazy-blocks.spec.ts holds the estimates to the laid-out heights, so a change of
 * layout that makes them drift fails there.
 */

/** @typedef {{ chars: number, codeLines: number, codeBlocks: number, blocks: number }} BlockText */
/** @typedef {'section' | 'apiSymbol'} BlockKind */

/** Pixels for: the block, a character of prose, a line of code, a prose block (p, li, heading, row, dt), a code block. */
/** @type {Record<BlockKind, { narrow: number[], wide: number[] }>} */
const FIT = {
  section: { narrow: [-1, 0.689, 21.66, 28.37, 45.75], wide: [6, 0.383, 21.69, 19.52, 50.42] },
  apiSymbol: { narrow: [-107, 0.506, 19.29, 48.8, 54.06], wide: [-26, 0.214, 19.54, 34.87, 60.12] },
};

/** Elements counted as prose blocks; each adds its margins to the height. */
const PROSE_BLOCKS = new Set(['p', 'li', 'h2', 'h3', 'h4', 'tr', 'dt', 'summary']);

/** @param {number[]} fit @param {BlockText} text */
const height = (fit, text) =>
  Math.max(80, Math.round(fit[0] + fit[1] * text.chars + fit[2] * text.codeLines + fit[3] * text.blocks + fit[4] * text.codeBlocks));

/**
 * The block's estimated height at 1280 px (`--h`) and how much taller it is at 390 px (`--dh`, in px), as the custom
 * properties that its stylesheet's `contain-intrinsic-size` reads (components/docs/doc-page.css).
 * @param {BlockKind} kind @param {BlockText} text
 */
export function lazyBlockHeights(kind, text) {
  const wide = height(FIT[kind].wide, text);
  return { '--h': `${wide}px`, '--dh': Math.max(0, height(FIT[kind].narrow, text) - wide) };
}

/** Lines of a code block's text. @param {string} code */
export const codeLineCount = (code) => code.replace(/\n$/, '').split('\n').length;
/** @param {string} text */
const proseLength = (text) => text.replace(/\s+/g, ' ').length;

/** @param {BlockText[]} parts @returns {BlockText} */
export function sumBlockText(parts) {
  return parts.reduce(
    (sum, part) => ({
      chars: sum.chars + part.chars,
      codeLines: sum.codeLines + part.codeLines,
      codeBlocks: sum.codeBlocks + part.codeBlocks,
      blocks: sum.blocks + part.blocks,
    }),
    { chars: 0, codeLines: 0, codeBlocks: 0, blocks: 0 },
  );
}

/**
 * The text of a block of MDX content, before its code is highlighted: JSX components (tabs, titled code blocks) count
 * by what they hold.
 * @param {import('hast').Nodes[]} nodes
 * @returns {BlockText}
 */
export function hastBlockText(nodes) {
  const text = { chars: 0, codeLines: 0, codeBlocks: 0, blocks: 0 };
  let prose = '';
  /** @param {import('hast').Nodes} node */
  const walk = (node) => {
    if (node.type === 'text') prose += node.value;
    if (node.type === 'element' && node.tagName === 'pre') {
      text.codeBlocks++;
      text.codeLines += codeLineCount(toString(node));
      return;
    }
    if (node.type === 'element' && PROSE_BLOCKS.has(node.tagName)) text.blocks++;
    if (node.type === 'mdxJsxFlowElement') {
      // A component's own box (a card's padding, a code block's title bar) is about a prose block; its titles are prose.
      text.blocks++;
      for (const attribute of node.attributes)
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
          // A diagram is drawn once it nears the viewport; until then its box is about as tall as five lines of code.
          if (node.name === 'Mermaid') {
            text.codeBlocks++;
            text.codeLines += Math.max(5, codeLineCount(attribute.value));
          } else if (attribute.name === 'title') prose += ` ${attribute.value}`;
        }
    }
    if ('children' in node) for (const child of /** @type {import('hast').Nodes[]} */ (node.children)) walk(child);
  };
  for (const node of nodes) walk(node);
  text.chars = proseLength(prose);
  return text;
}

const PRE = /<pre\b[^>]*>([\s\S]*?)<\/pre>/g;
const TAG = /<[^>]*>/g;
const ENTITY = /&#?\w+;/g;
const PROSE_TAG = /<(?:p|li|h[234]|tr|dt|summary)[\s>]/g;

/**
 * The same count over HTML this project generated itself (an API symbol's body): code is a `<pre>`, and no `<pre>`
 * or comment holds another.
 * @param {string} html
 * @returns {BlockText}
 */
export function htmlBlockText(html) {
  let codeLines = 0;
  let codeBlocks = 0;
  const prose = html.replace(PRE, (_, code) => {
    codeBlocks++;
    codeLines += codeLineCount(code.replace(TAG, ''));
    return '';
  });
  return {
    chars: proseLength(prose.replace(TAG, '').replace(ENTITY, 'x')),
    codeLines,
    codeBlocks,
    blocks: prose.match(PROSE_TAG)?.length ?? 0,
  };
}
