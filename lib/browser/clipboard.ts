/**
 * Writes `text` to the clipboard. The Clipboard API is missing on a page served over plain HTTP from another host
 * than localhost, and a browser can refuse it (an embedding frame's permissions policy, a document without focus);
 * then the text is selected in an off-screen textarea and copied with the `copy` command, which still works there.
 * Rejects when neither way copied.
 */
export async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    if (!copyBySelection(text)) throw error;
  }
}

function copyBySelection(text: string): boolean {
  const focused = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;pointer-events:none';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus({ preventScroll: true });
  return copied;
}

type Resting = { text: string; ariaLabel: string | null; timer?: ReturnType<typeof setTimeout> };
const resting = new WeakMap<HTMLElement, Resting>();

/**
 * Shows `label` on a copy button, then its own label again after `ms` (never, for 0). Its aria-label, when it has
 * one, says the same. A second label before then restarts the wait, so a quick second copy is not cut short.
 */
function showLabel(button: HTMLElement, label: string, ms: number) {
  const rest = resting.get(button) ?? { text: button.textContent ?? '', ariaLabel: button.getAttribute('aria-label') };
  resting.set(button, rest);
  clearTimeout(rest.timer);
  button.textContent = label;
  if (rest.ariaLabel !== null) button.setAttribute('aria-label', label);
  if (ms > 0)
    rest.timer = setTimeout(() => {
      button.textContent = rest.text;
      if (rest.ariaLabel !== null) button.setAttribute('aria-label', rest.ariaLabel);
      resting.delete(button);
    }, ms);
}

/**
 * A copy button's click: copies what `text` resolves to and says "Copied" or "Copy failed" on the button for `ms`.
 * While `text` is fetched (a page's Markdown), the button says "Copying…". `what` names the copied thing in the
 * console's warning.
 */
export async function copyFromButton(button: HTMLElement, text: () => string | Promise<string>, ms: number, what: string) {
  const pending = text();
  if (pending instanceof Promise) showLabel(button, 'Copying…', 0);
  try {
    await writeClipboard(await pending);
    showLabel(button, 'Copied', ms);
  } catch (error) {
    console.warn(`copy: could not copy ${what}`, error);
    showLabel(button, 'Copy failed', ms);
  }
}
