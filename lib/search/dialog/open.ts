import { savesData } from '@/lib/browser/connection';
import { afterNextFrame, whenLoadedAndIdle } from '@/lib/browser/page-events';
import { loadSearchConfig, MAX_QUERY, SEARCH_UI } from '../config';
import { ANSWERED_ATTRIBUTE, DIALOG_GLOBAL, DIALOG_ID, PARKED_ATTRIBUTE, STATUS_ATTRIBUTE } from '../names';
import { SEARCH_DIALOG_CSS_URL, SEARCH_DIALOG_URL, SEARCH_HOSTED_URL } from '@/lib/site/script-urls.mjs';
import { searchWorker } from '../worker-handle';

/*
 * The search dialog's first half, in the page's own script: it parks the dialog at idle, opens it within the event
 * that asks for it (its input focused in that same handler, so a phone shows its keyboard), closes it, traps focus in
 * it, and owns every key pressed in it. Everything else (results, the start screen, the active hit, recent and
 * favorite searches) is the controller's (controller.ts), a module of its own fetched at idle and run at a later idle
 * moment or at the first open. Keys that need the controller and come before it has run are queued here and handed to
 * it in order, so no key is lost whenever it arrives. lib/search/README.md describes the whole dialog.
 */

/** A key pressed in the dialog that the controller handles. */
export type DialogKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;
export interface DialogController {
  /** The dialog has opened (or its input changed): draw what the input asks for. */
  update(dialog: HTMLElement): void;
  /** A key for the active hit: arrows, Home, End, Enter. */
  key(dialog: HTMLElement, key: DialogKey): void;
}
/** The page's one hand-off point between this script and the controller, across bundles. */
type Handoff = { controller?: DialogController; queued: DialogKey[]; loading?: Promise<void> };
const handoff = ((globalThis as typeof globalThis & { [DIALOG_GLOBAL]?: Handoff })[DIALOG_GLOBAL] ??= { queued: [] });

const CONTROLLER_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End', 'Enter']);
/** DocSearch's stall delay: the spinner shows only when results take longer. */
const STALL_MS = 300;

const MAGNIFIER =
  '<svg width="20" height="20" class="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true"><path d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"></path></svg>';
const SPINNER =
  '<svg viewBox="0 0 38 38" stroke="currentColor" stroke-opacity=".5" aria-hidden="true"><g fill="none" fill-rule="evenodd"><g transform="translate(1 1)" stroke-width="2"><circle stroke-opacity=".3" cx="18" cy="18" r="18"></circle><path d="M36 18c0-9.94-8.06-18-18-18"><animateTransform attributeName="transform" type="rotate" from="0 18 18" to="360 18 18" dur="1s" repeatCount="indefinite"></animateTransform></path></g></g></svg>';

/** The open dialog (a parked one is not open). */
export const openDialog = () => document.querySelector<HTMLElement>(`#${DIALOG_ID}:not([${PARKED_ATTRIBUTE}])`);
const parkedDialog = () => document.querySelector<HTMLElement>(`#${DIALOG_ID}[${PARKED_ATTRIBUTE}]`);
const searchButton = () => document.querySelector<HTMLButtonElement>('.search-button');
const inputOf = (dialog: HTMLElement) => dialog.querySelector('input')!;
const spinner = (dialog: HTMLElement) => dialog.querySelector<SVGSVGElement>('.DocSearch-LoadingIndicator svg');

let styled = false;
let stylesheet: Promise<void> | undefined;
let stall: ReturnType<typeof setTimeout> | undefined;

/**
 * The dialog's stylesheet (DocSearch's, then components/search/search-dialog.css), a file of its own so that it is
 * not script to parse: linked once the page is idle, so that its parse and the dialog's first style are not work of
 * the tap that opens it; linked by the tap if it comes first. Its variables are set on the dialog, not on the root,
 * so it restyles only the dialog (lib/public-assets/bundle-behaviors.mjs).
 */
function addStyles(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = SEARCH_DIALOG_CSS_URL;
    link.onload = link.onerror = () => {
      styled = true;
      resolve();
    };
    document.head.append(link);
  });
  return stylesheet;
}

/** Fetches the controller (and, in hosted mode, Algolia's client) ahead of the first open, without running them. */
function preloadController(hosted: boolean) {
  for (const href of hosted ? [SEARCH_DIALOG_URL, SEARCH_HOSTED_URL] : [SEARCH_DIALOG_URL])
    document.head.insertAdjacentHTML('beforeend', `<link rel="modulepreload" href="${href}">`);
}

function loadController(): Promise<void> {
  handoff.loading ??= import(/* the controller registers itself in handoff */ SEARCH_DIALOG_URL).then(
    () => undefined,
    (error) => {
      handoff.loading = undefined;
      console.warn('search: the dialog could not load', error);
    },
  );
  return handoff.loading;
}

/**
 * The dialog's markup, parked: in the page, laid out but hidden, so that the tap that opens it only shows it and
 * focuses its input. Made at idle and again after each close; made in the tap if none is parked. DocSearch's own
 * markup and class names, with the roles of an ARIA combobox whose listbox is in the dropdown.
 */
function parkDialog(): HTMLElement {
  // One dialog at a time: an open one is parked again only once it has closed (closeDialog).
  const existing = parkedDialog() ?? openDialog();
  if (existing) return existing;
  void addStyles();
  const id = DIALOG_ID;
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div id="${id}" class="DocSearch DocSearch-Container" ${PARKED_ATTRIBUTE} ${STATUS_ATTRIBUTE}="idle">` +
      `<div class="DocSearch-Modal" role="dialog" aria-modal="true" aria-label="Search"><header class="DocSearch-SearchBar">` +
      `<form class="DocSearch-Form" role="search" novalidate><label class="DocSearch-MagnifierLabel" for="${id}-input" id="${id}-label">${MAGNIFIER}<span class="DocSearch-VisuallyHiddenForAccessibility">Search</span></label>` +
      `<div class="DocSearch-LoadingIndicator">${SPINNER}</div>` +
      `<input class="DocSearch-Input" id="${id}-input" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="${id}-list" aria-labelledby="${id}-label" autocomplete="off" autocorrect="off" autocapitalize="off" enterkeyhint="search" spellcheck="false" maxlength="${MAX_QUERY}" type="search"></form>` +
      `<button class="DocSearch-Cancel" type="reset" aria-label="Cancel">Cancel</button></header>` +
      `<div class="DocSearch-Dropdown" id="${id}-list"><div class="DocSearch-Dropdown-Container"></div></div><footer class="DocSearch-Footer"><ul class="DocSearch-Commands" aria-label="Keys">` +
      `<li><kbd class="DocSearch-Commands-Key">↵</kbd><span class="DocSearch-Label">to select</span></li>` +
      `<li><kbd class="DocSearch-Commands-Key">↓</kbd><kbd class="DocSearch-Commands-Key">↑</kbd><span class="DocSearch-Label">to navigate</span></li>` +
      `<li><kbd class="DocSearch-Commands-Key">esc</kbd><span class="DocSearch-Label">to close</span></li></ul></footer></div></div>`,
  );
  const dialog = parkedDialog()!;
  // Until its stylesheet has arrived (a tap in the page's first moments) the dialog is there, its input focusable and
  // taking typing, but not seen, so that its unstyled markup never shows.
  if (!styled) {
    dialog.style.cssText = 'position:fixed;inset:0;opacity:0;pointer-events:none';
    void addStyles().then(() => {
      dialog.style.cssText = '';
    });
  }
  const input = inputOf(dialog);
  input.placeholder = SEARCH_UI.placeholder;
  // The spinner's endless animation stands still while the dialog is parked.
  spinner(dialog)?.pauseAnimations();
  input.addEventListener('input', () => {
    waitForAnswer(dialog, input);
    handoff.controller?.update(dialog);
  });
  // The panel is open while the input has focus (DocSearch's openOnFocus), and closes on blur.
  input.addEventListener('focus', () => input.setAttribute('aria-expanded', 'true'));
  input.addEventListener('blur', () => input.setAttribute('aria-expanded', 'false'));
  // The form never submits: Enter opens the active hit (the keydown listener below).
  dialog.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
  dialog.addEventListener('mousedown', (event) => event.target === dialog && closeDialog());
  dialog.querySelector('.DocSearch-Cancel')!.addEventListener('click', closeDialog);
  return dialog;
}

/** Loading, then stalled after 300 ms without the answer to what the input holds. */
function waitForAnswer(dialog: HTMLElement, input: HTMLInputElement) {
  clearTimeout(stall);
  dialog.classList.remove('DocSearch-Container--Stalled');
  if (!input.value.trim() || dialog.getAttribute(ANSWERED_ATTRIBUTE) === input.value) return;
  dialog.setAttribute(STATUS_ATTRIBUTE, 'loading');
  stall = setTimeout(() => {
    if (dialog.getAttribute(ANSWERED_ATTRIBUTE) === input.value) return;
    dialog.classList.add('DocSearch-Container--Stalled');
    dialog.setAttribute(STATUS_ATTRIBUTE, 'stalled');
  }, STALL_MS);
}

/** Opens the dialog with `query`, or the selected text (cut to 64 characters), or empty (the start screen). */
export function openSearch(query?: string) {
  if (openDialog()) return;
  const dialog = parkDialog();
  const input = inputOf(dialog);
  const initial = (query ?? getSelection()?.toString() ?? '').slice(0, MAX_QUERY);
  dialog.removeAttribute(PARKED_ATTRIBUTE);
  spinner(dialog)?.unpauseAnimations();
  input.value = initial;
  input.focus();
  input.setSelectionRange(initial.length, initial.length);
  // DocSearch's scroll lock for the page behind, once the dialog is on screen.
  afterNextFrame(() => openDialog() === dialog && document.body.classList.add('DocSearch--active'));
  handoff.queued.length = 0;
  waitForAnswer(dialog, input);
  if (handoff.controller) handoff.controller.update(dialog);
  else void loadController().then(() => openDialog() === dialog && handoff.controller?.update(dialog));
  void loadSearchConfig().then((config) => !config.hosted && searchWorker()?.warm());
}

export function closeDialog() {
  clearTimeout(stall);
  handoff.queued.length = 0;
  openDialog()?.remove();
  document.body.classList.remove('DocSearch--active');
  // Without preventScroll, focusing the button in a navbar hidden on scroll would move the page under the reader.
  searchButton()?.focus({ preventScroll: true });
  whenLoadedAndIdle(parkDialog);
}

/** Tab and Shift+Tab cycle through the dialog's controls: focus stays in it while it is open. */
function trapFocus(dialog: HTMLElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])')].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}

/** Every key pressed while the dialog is open; false when the dialog is closed. */
export function dialogKey(event: KeyboardEvent): boolean {
  const dialog = openDialog();
  if (!dialog) return false;
  if (event.key === 'Escape') closeDialog();
  else if (event.key === 'Tab') trapFocus(dialog, event);
  else if (CONTROLLER_KEYS.has(event.key) && !event.isComposing && event.target === inputOf(dialog)) {
    event.preventDefault();
    const key = { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, shiftKey: event.shiftKey, altKey: event.altKey };
    if (handoff.controller) handoff.controller.key(dialog, key);
    else handoff.queued.push(key);
  }
  return true;
}

/**
 * Once the page has loaded and the browser is idle: the stylesheet goes in, the dialog is parked, its controller is
 * fetched, and the search worker downloads the embedded index's first tier and builds the engine off the main thread,
 * so that the first search answers at once. In a later idle moment the controller runs. When the reader saves data
 * (savesData) only the dialog is parked; opening it fetches the rest.
 */
export function prepareSearch() {
  const parked = addStyles().then(parkDialog);
  if (savesData()) return;
  void loadSearchConfig().then((config) => {
    preloadController(config.hosted);
    if (!config.hosted) searchWorker()?.warm();
  });
  void parked.then(() => whenLoadedAndIdle(() => void loadController()));
}

/** For the controller: takes the queued keys, in the order they were pressed. */
export function registerController(controller: DialogController) {
  handoff.controller = controller;
  const dialog = openDialog();
  const queued = handoff.queued.splice(0);
  if (dialog) for (const key of queued) controller.key(dialog, key);
}
