/**
 * The page's own scripts (components/behaviors.ts) work on the HTML as it is, before the framework starts and
 * without it. Two events tie them to the framework once it runs.
 */

/** Fired on `document` after a client navigation has put the next page's content in place. */
export const PAGE_EVENT = 'site:page';

/**
 * Runs `task` now, or, on a page the browser prerenders (speculation rules), once the reader is shown it: the page's
 * state (storage, the colour mode) is read when shown, and a page never shown costs no more work.
 */
export function whenShown(task: () => void) {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', task, { once: true });
  else task();
}

/** Runs `setUp` for the page as shown, and again after each client navigation. */
export function onEachPage(setUp: () => void) {
  whenShown(setUp);
  document.addEventListener(PAGE_EVENT, setUp);
}

/** The element an event happened on or inside that matches `selector`, if any. */
export function closestTarget<T extends Element = HTMLElement>(event: Event, selector: string): T | null {
  const target = event.target as Element | null;
  return (target?.closest?.(selector) as T | null) ?? null;
}

/** Runs `task` once the page has loaded and the browser is idle: work done ahead of a tap, off the tap's own frame. */
export function whenLoadedAndIdle(task: () => void) {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 3000 }) : setTimeout(task, 500));
  whenShown(() => {
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}

/**
 * Runs `task` once the next frame has been painted: work a tap needs that the reader does not see (locking the
 * page's scroll under an overlay) kept out of the frame that answers the tap. Switching the page's scroller to
 * `overflow: hidden` makes the browser lay out and repaint the whole page; in the tap's own frame, at 4x CPU, that
 * put the drawer on screen 20-40 ms later.
 */
export function afterNextFrame(task: () => void) {
  requestAnimationFrame(() => setTimeout(task));
}
