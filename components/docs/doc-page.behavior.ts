import { copyFromButton } from '@/lib/browser/clipboard';
import { closestTarget, onEachPage } from '@/lib/browser/page-events';

/** Docs version persistence (Docusaurus' key for the default docs plugin; storage key prefix empty). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
/** The site's one docs version. */
export const DOCS_VERSION = 'Next';

/** The page's Markdown (its `.md` export), for the Copy page button of doc-page.tsx. */
async function pageMarkdown(button: HTMLButtonElement) {
  const response = await fetch(button.dataset.copyPage!);
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return response.text();
}

document.addEventListener('click', (event) => {
  const button = closestTarget<HTMLButtonElement>(event, 'button[data-copy-page]');
  if (button) void copyFromButton(button, () => pageMarkdown(button), 2000, 'the page as Markdown');
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
