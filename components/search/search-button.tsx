'use client';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadSearchConfig } from '@/lib/search/config';

type ModalProps = { onClose: () => void; initialQuery?: string };
let modalModule: Promise<{ default: ComponentType<ModalProps> }> | null = null;
/** The DocSearch modal's code, fetched on the first sign of intent (hover, focus, key, shortcut). */
const loadModal = () => (modalModule ??= Promise.all([import('./search-modal'), loadSearchConfig()]).then(([mod]) => mod));

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA'));
}

/** Navbar search button; Ctrl/Cmd+K and '/' open the modal, Escape closes it. */
export function SearchButton() {
  const [Modal, setModal] = useState<ComponentType<ModalProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const button = useRef<HTMLButtonElement>(null);
  const [mac, setMac] = useState(false);

  const openModal = useCallback(async (query?: string) => {
    setInitialQuery(query);
    const mod = await loadModal();
    setModal(() => mod.default);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    setMac(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        close();
        return;
      }
      const shortcut = (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) || (!isEditable(event.target) && event.key === '/' && !open);
      if (!shortcut) return;
      event.preventDefault();
      if (open) close();
      else if (!document.body.classList.contains('DocSearch--active')) void openModal();
    };
    window.addEventListener('keydown', onKey);
    document.documentElement.dataset.searchReady = 'true';
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close, openModal]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="DocSearch DocSearch-Button search-button"
        // Named by its text, "Search" (an aria-label would leave out the visible key hint, WCAG 2.5.3); the
        // title names it on narrow screens, where the text is hidden.
        title="Search"
        onClick={() => void openModal()}
        onPointerEnter={() => void loadModal()}
        onFocus={() => void loadModal()}
        onKeyDown={(e) => {
          if (e.key.length === 1 && /\w/.test(e.key) && !e.metaKey && !e.ctrlKey) {
            e.preventDefault();
            void openModal(e.key);
          }
        }}
      >
        <span className="DocSearch-Button-Container">
          <svg width="18" height="18" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true"><path d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z" stroke="currentColor" fill="none" fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round" /></svg>
          <span className="DocSearch-Button-Placeholder">Search</span>
        </span>
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd className="DocSearch-Button-Key">{mac ? '⌘' : 'Ctrl'}</kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {open && Modal && <Modal onClose={close} initialQuery={initialQuery} />}
    </>
  );
}
