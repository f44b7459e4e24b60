/*
 * Blocks styled `content-visibility: var(--lazy)` (app/globals.css) are skipped off screen, with a placeholder height
 * until they are first laid out. So that End, the scrollbar or a fling to "Next" land where they aim:
 * - each block is laid out once, a few at a time in idle slices, outermost first, and `contain-intrinsic-size: auto`
 *   remembers its real height; a frame later the blocks go back to being skipped off screen, innermost first, keeping
 *   those heights;
 * - until that is done, blocks still grow, and this script holds the reader's view: the text in view stays put, and a
 *   reader at the end of the page stays at the end. Chromium's own scroll anchoring cannot: it picks the skipped
 *   block itself as the anchor and lets its growth push the view away. So the script owns anchoring while blocks
 *   grow (`overflow-anchor: none`) and hands it back to the browser once every height is known.
 * It is idle work, loaded when the page is idle (lazy-layout.behavior.ts).
 */

import { VIEW_HELD_EVENT } from '@/lib/browser/page-events';

/** Every block whose stylesheet gives it `content-visibility: var(--lazy)`. */
const LAZY_BLOCKS =
  '.doc-section, .api-symbol, .code-block, .code-block-pre, .table-wrapper, .tabs-container, .pagination, .doc-footer, .footer';
/** The navbar covers the top of the viewport; the reader's eye starts below it. */
const NAVBAR_PX = 72;

/**
 * What holds the reader's view: the end of the page, or an edge of the topmost element in view and where it is in
 * the document (so that the reader's own scrolling moves nothing). A block still skipped shows nothing, and grows
 * downwards: its bottom edge holds what follows it in place.
 */
let anchor: 'end' | { element: Element; edge: 'top' | 'bottom'; at: number } | null = null;

const atEnd = () => scrollY > 0 && scrollY + innerHeight >= document.documentElement.scrollHeight - 2;

function readAnchor() {
  anchor = atEnd() ? 'end' : null;
  if (anchor || scrollY === 0) return;
  for (let y = NAVBAR_PX; y < innerHeight; y += innerHeight / 8) {
    const element = document.elementFromPoint(innerWidth / 2, y);
    if (!element?.closest('main')) continue;
    const box = element.getBoundingClientRect();
    // A skipped block hit-tests as itself; a block holding lazy ones can change height anywhere.
    if (!element.matches(LAZY_BLOCKS) && !element.querySelector(LAZY_BLOCKS)) anchor = { element, edge: 'top', at: box.top + scrollY };
    else if (box.bottom < innerHeight) anchor = { element, edge: 'bottom', at: box.bottom + scrollY };
    if (anchor) return;
  }
}

function holdView() {
  let moved: number;
  if (anchor === 'end') moved = document.documentElement.scrollHeight - innerHeight - scrollY;
  else {
    const box = anchor?.element.isConnected && anchor.element.getBoundingClientRect();
    // An anchor taken away or hidden (a tab switched, a page left) holds nothing.
    if (!anchor || !box || (!box.width && !box.height)) return readAnchor();
    moved = box[anchor.edge] + scrollY - anchor.at;
  }
  if (!moved) return;
  dispatchEvent(new CustomEvent(VIEW_HELD_EVENT, { detail: moved }));
  scrollBy(0, moved);
}

let anchorQueued = false;
function onScroll() {
  if (anchorQueued) return;
  anchorQueued = true;
  requestAnimationFrame(() => {
    anchorQueued = false;
    // Growth not yet made up for belongs to the old anchor.
    holdView();
    readAnchor();
  });
}

// Runs after layout and before paint: the view is put back before the reader sees it move.
const sizes = new ResizeObserver(holdView);

function holdViewWhileBlocksGrow(hold: boolean) {
  document.documentElement.style.overflowAnchor = hold ? 'none' : '';
  sizes.disconnect();
  removeEventListener('scroll', onScroll);
  if (!hold) return;
  addEventListener('scroll', onScroll, { passive: true });
  for (const part of document.querySelectorAll(`main, ${LAZY_BLOCKS}`)) sizes.observe(part);
  readAnchor();
}

/** Work per idle slice: a tap that arrives meanwhile waits at most about this long (or one block that is longer). */
const SLICE_MS = 8;
/** After a tap or a key, the reader's next input comes first: slices wait this long. */
const QUIET_MS = 250;

let lastInput = 0;
for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'])
  addEventListener(type, () => (lastInput = performance.now()), { capture: true, passive: true });

const idle = (task: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 50));
const afterNextFrame = (task: () => void) => requestAnimationFrame(() => setTimeout(task));

type Steps = {
  /** True once the reader has left the page: the rest is dropped. */
  stale: () => boolean;
  done: () => void;
};

/** Runs `work(item)` for each item in idle slices of about SLICE_MS, then `done`; holds the view after each. */
function inSlices<T>(items: T[], work: (item: T) => void, { stale, done }: Steps) {
  let next = 0;
  const slice = () => {
    if (stale()) return;
    if (performance.now() - lastInput < QUIET_MS) return void setTimeout(() => idle(slice), QUIET_MS);
    const start = performance.now();
    while (next < items.length && performance.now() - start < SLICE_MS) work(items[next++]);
    holdView();
    if (next < items.length) idle(slice);
    else done();
  };
  idle(slice);
}

/**
 * Shows each block (outermost first) and lays it out; a frame later, once its size is remembered, lets it be skipped
 * off screen again (innermost first).
 */
function layOutOnce(blocks: HTMLElement[], steps: Steps) {
  const show = (block: HTMLElement) => {
    block.style.contentVisibility = 'visible';
    block.getBoundingClientRect();
  };
  const skipAgain = (block: HTMLElement) => {
    block.style.removeProperty('content-visibility');
    block.getBoundingClientRect();
  };
  inSlices(blocks, show, { ...steps, done: () => afterNextFrame(() => inSlices(blocks.reverse(), skipAgain, steps)) });
}

let page = 0;

/** For the page now shown (after a client navigation too): holds the view and lays every block out once. */
export function layOutPage() {
  const thisPage = ++page;
  holdViewWhileBlocksGrow(true);
  layOutOnce([...document.querySelectorAll<HTMLElement>(LAZY_BLOCKS)], {
    stale: () => thisPage !== page,
    done: () => holdViewWhileBlocksGrow(false),
  });
}
