import { closeDialog, dialogKey, openDialog, openSearch, prepareSearch } from '@/lib/search/dialog/open';
import { closestTarget, whenLoadedAndIdle } from '@/lib/browser/page-events';

/*
 * The search button and the shortcuts: Ctrl/Cmd+K, and '/' outside a field. The dialog itself, from its first frame
 * to the chosen page, is lib/search/dialog/ (its README is lib/search/README.md).
 */

const isEditable = (target: EventTarget | null) => {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName)));
};
const searchButton = () => document.querySelector<HTMLButtonElement>('.search-button');

document.addEventListener('click', (event) => {
  if (closestTarget(event, '.search-button')) openSearch();
});

// A letter or digit typed on the focused button starts the query with it.
document.addEventListener('keydown', (event) => {
  const key = event.key ?? '';
  const shortcut =
    (key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (key === '/' && !isEditable(event.target) && !openDialog());
  if (shortcut) {
    event.preventDefault();
    return openDialog() ? closeDialog() : openSearch();
  }
  if (dialogKey(event) || event.defaultPrevented) return;
  if (event.target === searchButton() && key.length === 1 && /\w/.test(key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
    event.preventDefault();
    openSearch(key);
  }
});

// The platform's shortcut key on the button, as DocSearch shows it.
if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) {
  const key = document.querySelector('.search-button .DocSearch-Button-Key');
  if (key) key.textContent = '⌘';
}

whenLoadedAndIdle(prepareSearch);
