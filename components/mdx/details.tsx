import { Children, isValidElement, type ReactNode } from 'react';

/** A collapsible block whose height animates open and closed (details.behavior.ts). */
export function Details({ children, ...props }: { children: ReactNode; open?: boolean }) {
  const all = Children.toArray(children);
  const summary = all.find((c) => isValidElement(c) && (c.type === 'summary' || (c.props as { mdxType?: string }).mdxType === 'summary'));
  const rest = all.filter((c) => c !== summary);
  const open = Boolean(props.open);
  return (
    <details className="details" open={open} data-collapsed={!open}>
      <summary>{isValidElement(summary) ? (summary.props as { children?: ReactNode }).children : 'Details'}</summary>
      <div className="details-body">{rest}</div>
    </details>
  );
}
