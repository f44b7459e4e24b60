import { closestTarget } from '@/lib/browser/page-events';

/** Copies the code of the block the button sits in (copy-button.tsx). */
async function copy(button: HTMLButtonElement) {
  // biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, as a reader would select it
  const code = button.parentElement?.querySelector('pre')?.innerText ?? '';
  try {
    await navigator.clipboard.writeText(code);
    button.textContent = 'Copied';
    button.setAttribute('aria-label', 'Copied');
    setTimeout(() => {
      button.textContent = 'Copy';
      button.setAttribute('aria-label', 'Copy code to clipboard');
    }, 1500);
  } catch (error) {
    console.warn('copy: clipboard unavailable', error);
  }
}

document.addEventListener('click', (event) => {
  const button = closestTarget<HTMLButtonElement>(event, '.copy-button');
  if (button) void copy(button);
});
