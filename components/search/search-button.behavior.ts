import { loadSearchConfig, SEARCH_UI } from '@/lib/search/config';
import { searchWorker } from '@/lib/search/worker-handle';
import { NEED_APP_EVENT } from '@/lib/next-export/markers';
import { isSlowConnection } from '@/lib/site/connection';
import { closestTarget, whenLoadedAndIdle } from '@/lib/site/page-events';
import { parkedShell, removeSearchShell, SEARCH_CLOSE_EVENT, SEARCH_OPEN_EVENT, searchShell, SHELL_ID } from '@/lib/site/search-shell';

/*
 * The search dialog opens from the page's own script, within the event that asked for it: the search button, or
 * Ctrl/Cmd+K, or '/' outside a field. Its input is focused in that same handler (a phone shows its keyboard
 * only for such a focus) and takes typing at once. The frame is DocSearch's own markup and stylesheet; the React
 * host (search-host.tsx) mounts DocSearch's modal over it with what was typed, and removes it in the same frame.
 */

/** DocSearch's variables and modal stylesheet (@docsearch/css), put in by the bundler. */
declare const DOCSEARCH_MODAL_CSS: string;

const MAX_QUERY = 64;
const MAGNIFIER =
  '<svg width="20" height="20" class="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true"><path d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"></path></svg>';
const SPINNER =
  '<svg viewBox="0 0 38 38" stroke="currentColor" stroke-opacity=".5" aria-hidden="true"><g fill="none" fill-rule="evenodd"><g transform="translate(1 1)" stroke-width="2"><circle stroke-opacity=".3" cx="18" cy="18" r="18"></circle><path d="M36 18c0-9.94-8.06-18-18-18"><animateTransform attributeName="transform" type="rotate" from="0 18 18" to="360 18 18" dur="1s" repeatCount="indefinite"></animateTransform></path></g></g></svg>';
/** DocSearch's stall delay: the spinner shows only when results take longer. */
const STALL_MS = 300;

const isEditable = (target: EventTarget | null) => {
  const element = target as HTMLElement | null;
  return Boolean(element && (element.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName)));
};
/** DocSearch's own modal is open: not under the first dialog, nor on its way out (closeShell). */
const modalOpen = () =>
  Boolean(document.querySelector('.DocSearch-Container:not(#search-shell):not([data-closing]) .DocSearch-Modal') && !searchShell());
const searchButton = () => document.querySelector<HTMLButtonElement>('.search-button');

let styled = false;
let stall: ReturnType<typeof setTimeout> | undefined;

/**
 * The dialog's stylesheet goes in once the page is idle: its variables on the root restyle the whole page, work
 * that must not fall within the tap that opens the dialog.
 */
function addSearchStyles() {
  if (styled) return;
  styled = true;
  document.head.insertAdjacentHTML(
    'beforeend',
    `<style data-search-shell>${DOCSEARCH_MODAL_CSS}#${SHELL_ID}[data-parked]{position:fixed}#${SHELL_ID}[data-parked],#${SHELL_ID}:not([data-parked])~.DocSearch-Container,.DocSearch-Container[data-closing]{visibility:hidden}</style>`,
  );
}

/**
 * The dialog's markup, parked: in the page, laid out but hidden (data-parked), so that the tap that opens it only
 * shows it and focuses its input. Made at idle and again after each close; made in the tap if none is parked.
 * Parked, it is fixed even where DocSearch's narrow layout makes it absolute, so it never widens the page.
 */
function parkShell(): HTMLElement {
  const parked = parkedShell();
  if (parked) return parked;
  addSearchStyles();
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div id="${SHELL_ID}" class="DocSearch DocSearch-Container" role="button" tabindex="0" data-parked>` +
      `<div class="DocSearch-Modal" role="dialog" aria-modal="true" aria-label="Search"><header class="DocSearch-SearchBar">` +
      `<form class="DocSearch-Form" role="search" novalidate><label class="DocSearch-MagnifierLabel" for="${SHELL_ID}-input" id="${SHELL_ID}-label">${MAGNIFIER}</label>` +
      `<div class="DocSearch-LoadingIndicator">${SPINNER}</div>` +
      `<input class="DocSearch-Input" id="${SHELL_ID}-input" aria-labelledby="${SHELL_ID}-label" autocomplete="off" autocorrect="off" autocapitalize="off" enterkeyhint="search" spellcheck="false" maxlength="${MAX_QUERY}" type="search"></form>` +
      `<button class="DocSearch-Cancel" type="reset" aria-label="Cancel">Cancel</button></header>` +
      `<div class="DocSearch-Dropdown"><div class="DocSearch-Dropdown-Container"></div></div><footer class="DocSearch-Footer"><ul class="DocSearch-Commands">` +
      `<li><kbd class="DocSearch-Commands-Key">↵</kbd><span class="DocSearch-Label">to select</span></li>` +
      `<li><kbd class="DocSearch-Commands-Key">↓</kbd><kbd class="DocSearch-Commands-Key">↑</kbd><span class="DocSearch-Label">to navigate</span></li>` +
      `<li><kbd class="DocSearch-Commands-Key">esc</kbd><span class="DocSearch-Label">to close</span></li></ul></footer></div></div>`,
  );
  const shell = parkedShell()!;
  const input = shell.querySelector('input')!;
  input.placeholder = SEARCH_UI.placeholder;
  // The spinner's endless animation stands still while the dialog is parked.
  spinner(shell)?.pauseAnimations();
  input.addEventListener('input', () => showStall(shell, input));
  // The form never submits: Enter opens the first hit once there are hits (shell-results.ts), as DocSearch's does.
  shell.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
  shell.addEventListener('mousedown', (event) => event.target === shell && closeShell());
  shell.querySelector('.DocSearch-Cancel')!.addEventListener('click', closeShell);
  return shell;
}

const spinner = (shell: HTMLElement) => shell.querySelector<SVGSVGElement>('.DocSearch-LoadingIndicator svg');

function showStall(shell: HTMLElement, input: HTMLInputElement) {
  clearTimeout(stall);
  shell.classList.remove('DocSearch-Container--Stalled');
  if (input.value)
    stall = setTimeout(() => shell.dataset.answered !== input.value && shell.classList.add('DocSearch-Container--Stalled'), STALL_MS);
}

function openShell(query?: string) {
  if (searchShell() || modalOpen()) return;
  const shell = parkShell();
  const input = shell.querySelector('input')!;
  const initial = (query ?? getSelection()?.toString() ?? '').slice(0, MAX_QUERY);
  delete shell.dataset.parked;
  spinner(shell)?.unpauseAnimations();
  input.value = initial;
  input.focus();
  input.setSelectionRange(initial.length, initial.length);
  document.body.classList.add('DocSearch--active');
  showStall(shell, input);
  document.dispatchEvent(new Event(SEARCH_OPEN_EVENT));
  void loadSearchConfig().then((config) => {
    // Hosted mode: the results come with DocSearch's modal, which needs the framework now. In local mode the
    // search worker answers here first, and the framework starts as after any first input.
    if (config.hosted) return document.dispatchEvent(new Event(NEED_APP_EVENT));
    const worker = searchWorker();
    if (!worker) return;
    worker.warm();
    void import('./shell-results').then(({ showShellResults }) => showShellResults(shell, input, worker, config.indexName));
  });
}

/** Closes DocSearch's modal: it is hidden at once and counts as closed until React removes it. */
function closeModal() {
  markModalClosing();
  document.dispatchEvent(new Event(SEARCH_CLOSE_EVENT));
}
function markModalClosing() {
  document.querySelectorAll<HTMLElement>('.DocSearch-Container:not(#search-shell)').forEach((container) => {
    container.dataset.closing = '';
  });
}

function closeShell() {
  clearTimeout(stall);
  // DocSearch's modal may be under it already, waiting for its first answer (search-host.tsx).
  if (document.querySelector('.DocSearch-Container:not(#search-shell)')) closeModal();
  removeSearchShell();
  document.body.classList.remove('DocSearch--active');
  searchButton()?.focus();
  whenLoadedAndIdle(parkShell);
}

document.addEventListener('click', (event) => {
  if (closestTarget(event, '.search-button')) openShell();
  // DocSearch's own Cancel: its modal closes on React's next render; a shortcut pressed before then opens anew.
  else if (closestTarget(event, '.DocSearch-Container:not(#search-shell) .DocSearch-Cancel')) markModalClosing();
});

// The shortcuts; and a letter or digit typed on the focused button starts the query with it. Escape is seen even
// when DocSearch's input has handled it (it prevents its default), as DocSearch's own keyboard hook does.
document.addEventListener('keydown', (event) => {
  const key = event.key ?? '';
  if (key === 'Escape') {
    if (searchShell()) closeShell();
    else if (modalOpen()) closeModal();
    return;
  }
  if (event.defaultPrevented) return;
  if (event.target === searchButton() && key.length === 1 && /\w/.test(key) && !event.metaKey && !event.ctrlKey && !event.altKey) {
    event.preventDefault();
    return openShell(key);
  }
  const shortcut =
    (key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
    (key === '/' && !isEditable(event.target) && !modalOpen() && !searchShell());
  if (!shortcut) return;
  event.preventDefault();
  if (searchShell()) closeShell();
  else if (modalOpen()) closeModal();
  else openShell();
});

// The platform's shortcut key on the button, as DocSearch shows it.
if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) {
  const key = document.querySelector('.search-button .DocSearch-Button-Key');
  if (key) key.textContent = '⌘';
}

/**
 * Once the page has loaded and the browser is idle, the dialog's stylesheet goes in, and the search worker
 * downloads the embedded index's first tier and builds the engine, off the main thread, so that the first search
 * answers at once. The worker waits in hosted mode, and on a data-saver or 2g connection (the dialog starts it then).
 */
function warmSearch() {
  parkShell();
  if (isSlowConnection()) return;
  void loadSearchConfig().then((config) => !config.hosted && searchWorker()?.warm());
}
whenLoadedAndIdle(warmSearch);
