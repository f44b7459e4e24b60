import { APP_READY_ATTRIBUTE } from '@/lib/next-export/markers';

/**
 * React's discrete events: those it neither hands to its handlers nor replays while the part of the page they target
 * is not hydrated yet (react-dom's `discreteReplayableEvents`).
 */
const DISCRETE_EVENTS = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
];

/**
 * While the framework hydrates, a tap, key or keystroke that lands on a part of the page React has not hydrated yet is
 * stopped by React's own listener on `document` when it cannot hydrate that part at once (a chunk still on its way):
 * React drops the event and calls `stopPropagation()`, so the page's listeners on `document` and on the target never
 * see it, and a reader's Escape, tap or typed letter is lost. Until the framework is ready the page's script owns every
 * control, so from `window`, ahead of React's listener, such an event's `stopPropagation` is made a no-op. React's
 * continuous events (focus, hover) are left alone: React replays those itself once hydrated.
 */
export function keepEventsDuringHydration() {
  const keep = (event: Event) => {
    if (document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) return;
    Object.defineProperty(event, 'stopPropagation', { value: () => {}, configurable: true });
  };
  for (const type of DISCRETE_EVENTS) addEventListener(type, keep, { capture: true, passive: true });
}
