import { copyFromButton } from '@/lib/browser/clipboard';
import { closestTarget } from '@/lib/browser/page-events';

/** Copies the code of the block the button sits in (copy-button.tsx), as rendered: what a reader would select. */
// biome-ignore lint/performance/useDomNodeTextContent: the text as rendered, as a reader would select it
const codeOf = (button: HTMLButtonElement) => button.parentElement?.querySelector('pre')?.innerText ?? '';

document.addEventListener('click', (event) => {
  const button = closestTarget<HTMLButtonElement>(event, '.copy-button');
  if (button) void copyFromButton(button, () => codeOf(button), 1500, 'the code');
});
