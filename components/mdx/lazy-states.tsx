/** Shown while a lazily loaded page section loads (lib/html.ts has the same markup as a string, for static islands). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="lazy-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
