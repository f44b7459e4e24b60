import { writeClipboard } from '@/lib/browser/clipboard';
import { closestTarget } from '@/lib/browser/page-events';

/** Copies the code of the block the button sits in (copy-button.tsx). */
async function copy(button: HTMLButtonElement) {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, as a reader would select it
  const code = button.parentElement?.querySelector('pre')?.innerText ?? '';
  const show = (label: string) => {
    button.textContent = label;
    button.setAttribute('aria-label', label);
    setTimeout(() => {
      button.textContent = 'Copy';
      button.setAttribute('aria-label', 'Copy code to clipboard');
    }, 1500);
  };
  try {
    await writeClipboard(code);
    show('Copied');
  } catch (error) {
    console.warn('copy: the clipboard refused the code', error);
    show('Copy failed');
  }
}

document.addEventListener('click', (event) => {
  const button = closestTarget<HTMLButtonElement>(event, '.copy-button');
  if (button) void copy(button);
});
