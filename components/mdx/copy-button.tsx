'use client';
import { useState } from 'react';

/** Copies the code of the block it sits in. */
export function CopyButton() {
  const [copied, setCopied] = useState(false);
  const copy = async (event: React.MouseEvent<HTMLButtonElement>) => {
    const code = event.currentTarget.parentElement?.querySelector('pre')?.innerText ?? '';
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch (error) {
      console.warn('copy: clipboard unavailable', error);
    }
  };
  return (
    <button type="button" className="copy-button" aria-label={copied ? 'Copied' : 'Copy code to clipboard'} title="Copy" onClick={copy}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
