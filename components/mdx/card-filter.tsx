'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * A filter box for a card grid rendered on the server: cards whose data-filter text does not hold
 * every typed word are hidden, and so are groups left empty.
 */
export function CardFilter({ target, label }: { target: string; label: string }) {
  const [query, setQuery] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const root = document.getElementById(target);
    if (!root) return;
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    let shown = 0;
    root.querySelectorAll<HTMLElement>('[data-filter]').forEach((card) => {
      const match = words.every((w) => card.dataset.filter!.includes(w));
      card.hidden = !match;
      if (match) shown++;
    });
    root.querySelectorAll<HTMLElement>('[data-filter-group]').forEach((group) => {
      group.hidden = !group.querySelector('[data-filter]:not([hidden])');
    });
    setCount(shown);
  }, [query, target]);
  return (
    <div className="card-filter">
      <input ref={input} type="search" className="card-filter-input" placeholder={label} aria-label={label} value={query} onChange={(e) => setQuery(e.target.value)} />
      {count !== null && <span className="card-filter-count" aria-live="polite">{count} shown</span>}
    </div>
  );
}
