import { writeClipboard } from '@/lib/browser/clipboard';
import { closestTarget, onEachPage } from '@/lib/browser/page-events';

/** Docs version persistence (Docusaurus' key for the default docs plugin; storage key prefix empty). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
/** The site's one docs version. */
export const DOCS_VERSION = 'Next';

/** Copies the page's Markdown (its `.md` export) to the clipboard: the Copy page button of doc-page.tsx. */
async function copyPage(button: HTMLButtonElement) {
  const show = (label: string) => {
    button.textContent = label;
    setTimeout(() => (button.textContent = 'Copy page'), 2000);
  };
  button.textContent = 'Copying…';
  try {
    const response = await fetch(button.dataset.copyPage!);
    if (!response.ok) throw new Error(`${response.status}`);
    await writeClipboard(await response.text());
    show('Copied');
  } catch (error) {
    console.warn(`Could not copy the page as Markdown: ${(error as Error).message}`);
    show('Copy failed');
  }
}

document.addEventListener('click', (event) => {
  const button = closestTarget<HTMLButtonElement>(event, 'button[data-copy-page]');
  if (button) void copyPage(button);
});

// Visiting a doc stores its version as the preferred one, as Docusaurus does (not the search page or a 404).
onEachPage(() => {
  if (!document.querySelector('.doc-article')) return;
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, DOCS_VERSION);
  } catch (error) {
    console.warn('docs version: could not store the preferred version', error);
  }
});
