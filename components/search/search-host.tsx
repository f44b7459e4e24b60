'use client';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { loadSearchConfig } from '@/lib/search/config';
import { SEARCH_CLOSE_EVENT, SEARCH_OPEN_EVENT, removeSearchShell, searchShell, shellInput } from '@/lib/site/search-shell';

export type ModalProps = { onClose: () => void; onOpen: () => void; initialQuery?: string };
let modalModule: Promise<{ default: ComponentType<ModalProps> }> | null = null;
/** DocSearch's modal and the search configuration, fetched when the app starts. */
const loadModal = () => (modalModule ??= Promise.all([import('./search-modal'), loadSearchConfig()]).then(([mod]) => mod));

/**
 * Mounts DocSearch's modal over the dialog the page's script opened (search-button.behavior.ts), with the query
 * typed so far, and removes that first frame once the modal is in the DOM: one dialog on screen throughout.
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
    else void loadModal();
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

/** Runs as DocSearch's modal is first committed: the first frame goes, focus and caret move to DocSearch's input. */
function handOver() {
  const typed = shellInput();
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input:not(#search-shell-input)');
  const hadFocus = typed && document.activeElement === typed;
  removeSearchShell();
  if (input && hadFocus) {
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }
}
