/**
 * The page's own scripts (components/behaviors.ts) work on the HTML as it is, before the framework starts and
 * without it. Two events tie them to the framework once it runs.
 */

/** Fired on `document` after a client navigation has put the next page's content in place. */
export const PAGE_EVENT = 'site:page';

/** Runs `setUp` for the page as loaded, and again after each client navigation. */
export function onEachPage(setUp: () => void) {
  setUp();
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
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
