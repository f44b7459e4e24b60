import type { ReactNode } from 'react';
import { ADMONITION_LABELS, admonitionType, type AdmonitionType } from '@/lib/mdast/mdx-tree.mjs';

/** Callout box: note, tip, info, warning, danger, caution or important, with an optional title. */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: ReactNode }) {
  const kind = admonitionType(type);
  return (
    <div className={`admonition admonition--${kind}`} role="note">
      <p className="admonition-title">{title ?? ADMONITION_LABELS[kind]}</p>
      <div className="admonition-body">{children}</div>
    </div>
  );
}
