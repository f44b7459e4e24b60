'use client';
import { useState } from 'react';

/** Copies the page's Markdown (its `.md` export) to the clipboard. */
export function CopyPageButton({ markdownHref }: { markdownHref: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      const response = await fetch(markdownHref);
      if (!response.ok) throw new Error(`${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch (error) {
      console.warn(`Could not copy the page as Markdown: ${(error as Error).message}`);
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className="page-action" onClick={copy} aria-live="polite">
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy page'}
    </button>
  );
}
