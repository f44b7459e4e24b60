import type { TocEntry } from '@/lib/page-data/toc';

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ul>
      {entries.map((e) => (
        <li key={e.id} className={`toc-item toc-item--h${e.depth}`}>
          <a className="toc-link" href={`#${e.id}`}>
            {e.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The page's table of contents (h2-h4), produced when the page was compiled; shown beside the article on wide screens. */
export function Toc({ entries }: { entries: TocEntry[] }) {
  if (!entries.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList entries={entries} />
    </nav>
  );
}

/**
 * The same table of contents as a collapsible block above the article, for narrower screens. Its list is
 * copied from the wide-screen TOC as the block opens (toc.behavior.ts), so the HTML holds it once.
 */
export function TocCollapsible({ entries }: { entries: TocEntry[] }) {
  if (!entries.length) return null;
  return (
    <details className="toc-collapsible">
      <summary>On this page</summary>
      <nav className="toc toc--inline" aria-label="On this page (collapsible)" />
    </details>
  );
}
