import type { ComponentProps, ReactNode } from 'react';
import { CopyButton } from './copy-button';

/** A fenced code block with a title bar (from title="..." in the fence). */
export function CodeBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="code-block code-block--titled">
      <div className="code-block-title">{title}</div>
      {children}
    </div>
  );
}

/** Shiki's <pre>, with a copy button. */
export function Pre(props: ComponentProps<'pre'>) {
  return (
    <div className="code-block-pre">
      <pre {...props} />
      <CopyButton />
    </div>
  );
}
