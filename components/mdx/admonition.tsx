import type { ReactNode } from 'react';

const TITLES = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger', caution: 'Caution', important: 'Important' } as const;

/** Callout box: note, tip, info, warning or danger, with an optional title. */
export function Admonition({ type = 'note', title, children }: { type?: keyof typeof TITLES; title?: string; children: ReactNode }) {
  const kind = type in TITLES ? type : 'note';
  return (
    <div className={`admonition admonition--${kind}`} role="note">
      <p className="admonition-title">{title ?? TITLES[kind]}</p>
      <div className="admonition-body">{children}</div>
    </div>
  );
}
