/**
 * A filter box for a card grid rendered on the server: cards whose data-filter text does not hold
 * every typed word are hidden, and so are groups left empty (card-filter.behavior.ts).
 */
export function CardFilter({ target, label }: { target: string; label: string }) {
  return (
    <div className="card-filter">
      <input type="search" className="card-filter-input" placeholder={label} aria-label={label} data-filter-target={target} />
      <span className="card-filter-count" aria-live="polite" hidden />
    </div>
  );
}
