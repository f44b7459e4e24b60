import { closestTarget } from './page-events';

/*
 * On a touch screen the browser clicks a button only once it has recognised the tap: after the touch ends, it shows
 * the press, then sends the click, a task or two later. On a phone at 4x CPU that is 30-50 ms the reader waits for a
 * control that could answer at once. For the controls named here, a tap is answered when the finger lifts: the touch's
 * own click is cancelled (preventDefault on touchend) and the control is clicked from script, so its click handler
 * stays the one place its behaviour lives, and a mouse, a key or an assistive technology clicks it as before.
 *
 * A touch that scrolled (its touchend is then not cancelable), moved more than a few pixels, lasted long enough to be
 * a long press, or used a second finger is left to the browser.
 */

const MAX_MOVE_PX = 10;
const MAX_PRESS_MS = 500;

export function answerTapsOnTouchEnd(selector: string) {
  let start: Touch | undefined;
  let startedAt = 0;
  document.addEventListener(
    'touchstart',
    (event) => {
      start = event.touches.length === 1 ? event.touches[0] : undefined;
      startedAt = event.timeStamp;
    },
    { capture: true, passive: true },
  );
  document.addEventListener(
    'touchend',
    (event) => {
      const control = closestTarget(event, selector);
      const end = event.changedTouches[0];
      if (
        control &&
        start &&
        event.cancelable &&
        !event.touches.length &&
        event.timeStamp - startedAt < MAX_PRESS_MS &&
        Math.abs(end.clientX - start.clientX) + Math.abs(end.clientY - start.clientY) < MAX_MOVE_PX
      ) {
        event.preventDefault();
        control.click();
      }
      start = undefined;
    },
    { passive: false },
  );
}
