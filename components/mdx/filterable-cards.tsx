import type { ReactNode } from 'react';
import { CardFilter } from './card-filter';

export interface CardSection {
  id: string;
  label: string;
  /** Cards: elements carrying a lower-case `data-filter` text. */
  cards: ReactNode[];
}

/** Card sections with a filter box above them (the /integrations and /api landing pages). */
export function FilterableCards({ id, filterLabel, sections }: { id: string; filterLabel: string; sections: CardSection[] }) {
  return (
    <div className="filterable-cards">
      <CardFilter target={id} label={filterLabel} />
      <div id={id}>
        {sections.map((section) => (
          <section key={section.id} data-filter-group className="card-section">
            <h2 id={section.id}>{section.label}</h2>
            <div className="card-group card-group--cols-3">{section.cards}</div>
          </section>
        ))}
      </div>
    </div>
  );
}
