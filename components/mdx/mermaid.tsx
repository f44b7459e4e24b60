import { Spinner } from './lazy-states';

/**
 * A mermaid diagram, rendered in the browser when it comes near the viewport (mermaid.behavior.ts): mermaid
 * itself is fetched only on pages that have one, and only once a reader gets to a diagram.
 */
export function Mermaid({ chart }: { chart: string }) {
  return (
    <div className="mermaid mermaid--pending" data-chart={chart}>
      <Spinner label="Loading diagram" />
    </div>
  );
}
