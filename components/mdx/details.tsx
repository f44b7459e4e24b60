'use client';
import { Children, isValidElement, useRef, useState, type ReactNode } from 'react';

/** Height animation length grows with the content; 1 ms when the reader prefers reduced motion. */
function animationMs(height: number): number {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

/** A collapsible block whose height animates open and closed. */
export function Details({ children, ...props }: { children: ReactNode; open?: boolean }) {
  const all = Children.toArray(children);
  const summary = all.find((c) => isValidElement(c) && (c.type === 'summary' || (c.props as { mdxType?: string }).mdxType === 'summary'));
  const rest = all.filter((c) => c !== summary);
  const [open, setOpen] = useState(Boolean(props.open));
  const body = useRef<HTMLDivElement>(null);
  const details = useRef<HTMLDetailsElement>(null);

  const toggle = (event: React.MouseEvent) => {
    event.preventDefault();
    const el = body.current;
    if (!el) return;
    const height = el.scrollHeight;
    const duration = animationMs(height);
    el.dataset.animationMs = String(duration);
    if (!open) {
      setOpen(true);
      el.animate([{ height: '0px', overflow: 'hidden' }, { height: `${height}px`, overflow: 'hidden' }], { duration, easing: 'ease-in-out' });
    } else {
      const animation = el.animate([{ height: `${height}px`, overflow: 'hidden' }, { height: '0px', overflow: 'hidden' }], { duration, easing: 'ease-in-out' });
      animation.onfinish = () => setOpen(false);
    }
  };
  return (
    <details ref={details} className="details" open={open} data-collapsed={!open}>
      <summary onClick={toggle}>{isValidElement(summary) ? (summary.props as { children?: ReactNode }).children : 'Details'}</summary>
      <div ref={body} className="details-body">{rest}</div>
    </details>
  );
}
