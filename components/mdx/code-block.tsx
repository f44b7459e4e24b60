import type { ComponentProps, CSSProperties, ReactNode } from 'react';
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

/** Shiki's <pre>, with a copy button; `lines` sizes it while it waits for the viewport (code-block.css). */
export function Pre({ lines, ...props }: ComponentProps<'pre'> & { lines?: number }) {
  return (
    <div className="code-block-pre" style={lines ? ({ '--code-lines': lines } as CSSProperties) : undefined}>
      <pre {...props} />
      <CopyButton />
    </div>
  );
}
