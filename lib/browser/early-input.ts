/*
 * A page still coming in on a slow network shows its navbar long before its own script (a module, run once the whole
 * HTML is parsed) can answer it. The inline script below, first in <head>, keeps what the reader does in that time
 * with the controls that need a script: taps on buttons, and the search shortcuts. The page's script answers them, in
 * order, as soon as its behaviours are in place (components/behaviors.ts), and from then on the script alone owns
 * every control. Links and <summary> work from the HTML alone and are left to the browser.
 */

/** The window property holding the kept input until the page's script takes it (then null). */
export const EARLY_INPUT_GLOBAL = '__docsEarlyInput';

type EarlyKey = { key: string; ctrlKey: boolean; metaKey: boolean };
type EarlyInput = Element | EarlyKey;

/** For <head>: keeps button taps and Ctrl/Cmd+K or '/' (outside a field) until the page's script runs. */
export const earlyInputScript = () =>
  `(function(w,g){w[g]=[];addEventListener("click",function(e){var b=w[g]&&e.target.closest&&e.target.closest("button");b&&w[g].push(b)},!0);addEventListener("keydown",function(e){var k=e.key,t=e.target;w[g]&&((e.ctrlKey||e.metaKey)&&/^k$/i.test(k)||k=="/"&&!t.isContentEditable&&!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))&&(e.preventDefault(),w[g].push({key:k,ctrlKey:e.ctrlKey,metaKey:e.metaKey}))},!0)})(window,${JSON.stringify(EARLY_INPUT_GLOBAL)})`;

/** Answers what the reader did before this script ran, once; from now on the inline script keeps nothing. */
export function replayEarlyInput() {
  const store = window as unknown as Record<string, EarlyInput[] | null | undefined>;
  const kept = store[EARLY_INPUT_GLOBAL] ?? [];
  store[EARLY_INPUT_GLOBAL] = null;
  for (const input of kept) {
    if (input instanceof Element) {
      if (input.isConnected) (input as HTMLElement).click();
    } else document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { ...input, bubbles: true, cancelable: true }));
  }
}
