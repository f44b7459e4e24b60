import { visit } from 'unist-util-visit';

/**
 * Shorter highlighted code: runs after @shikijs/rehype (dual themes, defaultColor: false), which gives every
 * token `style="--shiki-light:#…;--shiki-dark:#…"`. Tokens in the block's own foreground colours (and the
 * unstyled tokens of plain text) lose the <span> itself: their text and links go straight into the line and
 * inherit the variables from <pre> (336 of the 2,892 elements of the largest API page were such spans), and
 * so does each line's <span class="line"> (251 more).
 * Tokens in one of the github-light-default/github-dark pairs below get a class that sets the same two
 * variables (components/mdx/code-block.css, `.shiki .tN`). Any other style stays as it is. Each token then costs ~10 bytes
 * instead of ~55 in the HTML and ~15 instead of ~65 in every RSC payload.
 */
/** @type {Record<string, string>} */
export const TOKEN_CLASSES = {
  '#CF222E/#F97583': 't0',
  '#0A3069/#9ECBFF': 't1',
  '#0550AE/#79B8FF': 't2',
  '#953800/#FFAB70': 't3',
  '#8250DF/#B392F0': 't4',
  '#116329/#85E89D': 't5',
  '#CF222E/#79B8FF': 't6',
  '#953800/#B392F0': 't7',
  '#0550AE/#B392F0': 't8',
  '#6E7781/#959DA5': 't9',
  '#116329/#79B8FF': 't10',
  '#1F2328/#E1E4E8': 't11',
  '#82071E/#FDAEB7': 't12',
  '#0A3069/#DBEDFF': 't13',
  '#57606A/#D1D5DA': 't14',
};

const TOKEN_STYLE = /^--shiki-light:(#[0-9a-f]{3,8});--shiki-dark:(#[0-9a-f]{3,8})$/i;
const PRE_COLORS = /--shiki-light:(#[0-9a-f]{3,8});--shiki-dark:(#[0-9a-f]{3,8})/i;

export default function rehypeShikiClasses() {
  return (/** @type {import('hast').Root} */ tree) => {
    visit(tree, 'element', (pre) => {
      // Shiki's hast uses `class` where other plugins use `className`.
      if (pre.tagName !== 'pre' || !String(pre.properties?.class ?? pre.properties?.className ?? '').includes('shiki')) return;
      const own = PRE_COLORS.exec(String(pre.properties.style ?? ''));
      const ownPair = own ? `${own[1]}/${own[2]}`.toUpperCase() : null;
      visit(pre, 'element', (node, index, parent) => {
        if (node.tagName !== 'span') return;
        // A line's own <span class="line"> goes too: lines are already apart by their newline text.
        if (node.properties?.class === 'line' && Object.keys(node.properties).length === 1) delete node.properties.class;
        const m = TOKEN_STYLE.exec(String(node.properties?.style ?? ''));
        const pair = m ? `${m[1]}/${m[2]}`.toUpperCase() : null;
        if (pair && pair === ownPair) delete node.properties.style;
        else if (pair && TOKEN_CLASSES[pair]) {
          delete node.properties.style;
          node.properties.class = TOKEN_CLASSES[pair];
        }
        // A token left with no attributes (own colours, or plain text) is replaced by its content.
        if (Object.keys(node.properties ?? {}).length || !parent || index === undefined) return;
        parent.children.splice(index, 1, ...node.children);
        return index;
      });
      return 'skip';
    });
  };
}
