'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { unreachableStore } from '@/lib/search/client';

/**
 * DocSearch sets its 'error' status but autocomplete-core resets it to 'idle' right away, so its
 * network error screen never stays up. This shows the same screen while the last search was unreachable.
 */
export function SearchErrorScreen() {
  const unreachable = useSyncExternalStore(unreachableStore.subscribe, unreachableStore.get, () => false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  useEffect(() => {
    if (!unreachable) return;
    const find = () => setDropdown(document.querySelector('.DocSearch-Dropdown'));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [unreachable]);
  useEffect(() => {
    document.body.classList.toggle('DocSearch--unreachable', unreachable);
  }, [unreachable]);
  if (!unreachable || !dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-unreachable">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>,
    dropdown,
  );
}
