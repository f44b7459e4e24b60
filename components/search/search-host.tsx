'use client';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { loadSearchConfig, searchConfig } from '@/lib/search/config';
import {
  SEARCH_ANSWERED_EVENT,
  SEARCH_CLOSE_EVENT,
  SEARCH_OPEN_EVENT,
  removeSearchShell,
  searchShell,
  shellInput,
} from '@/lib/site/search-shell';

export type ModalProps = { onClose: () => void; onOpen: () => void; initialQuery?: string };
let modalModule: Promise<{ default: ComponentType<ModalProps> }> | null = null;
/** DocSearch's modal and the search configuration, fetched when the app starts. */
const loadModal = () => (modalModule ??= Promise.all([import('./search-modal'), loadSearchConfig()]).then(([mod]) => mod));
// As this module is evaluated, before hydration: the modal's code (prefetched at idle) is ready by the time a
// dialog the page's script opened needs it.
if (typeof window !== 'undefined') void loadModal();

/**
 * Mounts DocSearch's modal under the dialog the page's script opened (search-button.behavior.ts), with the query
 * typed so far, and removes that first dialog once the modal can show as much (handOver): one dialog on screen
 * throughout.
 */
export function SearchHost() {
  const [modal, setModal] = useState<{ Modal: ComponentType<ModalProps>; query: string } | null>(null);
  // Escape and Ctrl/Cmd+K reach here through SEARCH_CLOSE_EVENT (search-button.behavior.ts), a hit or the
  // results footer through DocSearch's onClose.
  const close = useCallback(() => {
    setModal(null);
    document.querySelector<HTMLButtonElement>('.search-button')?.focus();
  }, []);

  useEffect(() => {
    const show = async () => {
      const { default: Modal } = await loadModal();
      if (!searchShell()) return; // closed meanwhile
      // Synchronous, so that nothing typed between reading the query and the modal's first frame is lost.
      flushSync(() => setModal({ Modal, query: shellInput()?.value ?? '' }));
    };
    if (searchShell()) void show();
    document.addEventListener(SEARCH_OPEN_EVENT, show);
    document.addEventListener(SEARCH_CLOSE_EVENT, close);
    return () => {
      document.removeEventListener(SEARCH_OPEN_EVENT, show);
      document.removeEventListener(SEARCH_CLOSE_EVENT, close);
    };
  }, [close]);

  if (!modal) return null;
  return <modal.Modal initialQuery={modal.query} onClose={close} onOpen={handOver} />;
}

/**
 * Runs as DocSearch's modal is first committed, under the first dialog. With no query the first dialog goes at
 * once. With one, it stays on top, taking the reader's keys, until the modal has drawn its first answer, so that no
 * empty or "no results" frame is seen; then what was typed meanwhile moves to DocSearch's input.
 */
function handOver() {
  // Hosted mode: the first dialog has no results of its own to keep showing.
  if (!shellInput()?.value || searchConfig().hosted) return swap();
  document.addEventListener(SEARCH_ANSWERED_EVENT, () => requestAnimationFrame(() => requestAnimationFrame(swap)), { once: true });
  // DocSearch focuses its own input as it mounts with a query.
  setTimeout(() => shellInput()?.focus());
}

function swap() {
  const typed = shellInput();
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input:not(#search-shell-input)');
  if (!typed) return;
  const hadFocus = document.activeElement === typed;
  if (input && typed.value !== input.value) {
    // React's input: set through the native setter, then tell it with an input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, typed.value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  removeSearchShell();
  if (input && hadFocus) {
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }
}
