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
