import type { TocEntry } from '@/lib/content/toc';
import { TocHighlight } from './toc-highlight';

/** The page's table of contents (h2-h4), produced when the page was compiled. */
export function Toc({ entries }: { entries: TocEntry[] }) {
  if (!entries.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {entries.map((e) => (
          <li key={e.id} className={`toc-item toc-item--h${e.depth}`}>
            <a className="toc-link" href={`#${e.id}`}>{e.title}</a>
          </li>
        ))}
      </ul>
      <TocHighlight ids={entries.map((e) => e.id)} />
    </nav>
  );
}
