import { SEARCH_UI } from '@/lib/search/config';
import type { SearchWorker } from '@/lib/search/worker-handle';
import { escapeHtml } from '@/lib/html';

/*
 * The first results in the search dialog the page's script opened (search-button.behavior.ts), in local mode,
 * before DocSearch's modal has arrived: the same request DocSearch sends, answered by the search worker, drawn in
 * DocSearch's markup (grouped by top-level category, 5 a group). Loaded when the dialog opens.
 */

type Hit = {
  url: string;
  type: string;
  hierarchy: Record<string, string | null>;
  content?: string | null;
  _snippetResult?: { hierarchy?: Record<string, { value: string }>; content?: { value: string } };
};
type Answer = { results: { hits: Hit[]; nbHits: number }[] };

const PAGE_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M6 2.5h6l3.5 3.5v11.5H6z M12 2.5V6h3.5" stroke="currentColor" fill="none" stroke-linejoin="round"></path></svg>';
const HASH_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M8 3L6 17M14 3l-2 14M3.5 7.5h13M3 12.5h13" stroke="currentColor" fill="none" stroke-linecap="round"></path></svg>';
const TREE =
  '<svg class="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true"><g stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"><path d="M8 6v42M20 27H8.3"></path></g></svg>';
const ENTER_ICON =
  '<svg class="DocSearch-Hit-Select-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M18 3v4c0 2-2 4-4 4H2M8 17l-6-6 6-6" stroke="currentColor" fill="none" stroke-linecap="round" stroke-linejoin="round"></path></svg>';

/** The request DocSearch's modal sends (its attributes, snippet lengths and highlight tags). */
function request(query: string, indexName: string) {
  const words = matchMedia('(max-width: 768px)').matches ? 5 : 10;
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  return {
    query,
    indexName,
    attributesToRetrieve: ['hierarchy.lvl0', ...levels.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...levels.map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
  };
}

const snippet = (hit: Hit, level: string) => hit._snippetResult?.hierarchy?.[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? '');
const contentSnippet = (hit: Hit) => hit._snippetResult?.content?.value ?? escapeHtml(hit.content ?? '');

function hitHtml(hit: Hit, child: boolean, id: number) {
  const title = hit.type === 'content' ? contentSnippet(hit) : snippet(hit, hit.type);
  const path = hit.type === 'lvl1' ? contentSnippet(hit) : snippet(hit, 'lvl1');
  return (
    `<li class="DocSearch-Hit${child ? ' DocSearch-Hit--Child' : ''}" role="option" id="search-shell-item-${id}"${id === 0 ? ' aria-selected="true"' : ''}><a href="${escapeHtml(hit.url)}">` +
    `<div class="DocSearch-Hit-Container">${child ? TREE : ''}<div class="DocSearch-Hit-icon">${hit.type === 'lvl1' ? PAGE_ICON : HASH_ICON}</div><div class="DocSearch-Hit-content-wrapper">` +
    `<span class="DocSearch-Hit-title">${title}</span>${path ? `<span class="DocSearch-Hit-path">${path}</span>` : ''}</div>` +
    `<div class="DocSearch-Hit-action">${ENTER_ICON}</div></div></a></li>`
  );
}

/** DocSearch's results screen for one answer. */
function resultsHtml(query: string, { hits, nbHits }: Answer['results'][number]) {
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0 ?? '') ?? groups.set(hit.hierarchy.lvl0 ?? '', []).get(hit.hierarchy.lvl0 ?? '')!;
    if (group.length < SEARCH_UI.maxResultsPerGroup) group.push(hit);
  }
  let id = 0;
  const sections = [...groups].map(([title, group]) => {
    // As DocSearch orders them: a page's hits together, in the order the pages first appear.
    const pages = [...new Set(group.map((hit) => hit.hierarchy.lvl1))];
    const ordered = pages.flatMap((page) => group.filter((hit) => hit.hierarchy.lvl1 === page));
    const items = ordered.map((hit) =>
      hitHtml(hit, hit.type !== 'lvl1' && group.some((h) => h.type === 'lvl1' && h.hierarchy.lvl1 === hit.hierarchy.lvl1), id++),
    );
    return `<section class="DocSearch-Hits"><div class="DocSearch-Hit-source">${escapeHtml(title)}</div><ul role="listbox">${items.join('')}</ul></section>`;
  });
  const footer = `<section class="DocSearch-HitsFooter"><a class="search-results-footer" href="/search?q=${encodeURIComponent(query)}">${nbHits === 1 ? 'See 1 result' : `See all ${nbHits} results`}</a></section>`;
  return sections.length ? `<div class="DocSearch-Dropdown-Container">${sections.join('')}${footer}</div>` : '';
}

/** Answers each query typed in the dialog from the worker; an answer to an older query is dropped. */
export function showShellResults(shell: HTMLElement, input: HTMLInputElement, worker: SearchWorker, indexName: string) {
  const dropdown = shell.querySelector('.DocSearch-Dropdown')!;
  let asked = 0;
  const search = () => {
    const query = input.value.trim();
    const mine = ++asked;
    if (!query) return void (dropdown.innerHTML = '');
    worker
      .search({ requests: [request(query, indexName)] })
      .then((answer) => {
        if (mine !== asked || !shell.isConnected) return;
        dropdown.innerHTML = resultsHtml(query, (answer as Answer).results[0]);
        shell.dataset.answered = input.value;
        shell.classList.remove('DocSearch-Container--Stalled');
      })
      .catch(() => {}); // DocSearch's modal shows the error screen when it takes over
  };
  input.addEventListener('input', search);
  search();
  // Enter opens the first hit for what was typed: the hits on screen can still answer an earlier query, and then it
  // waits for the answer to the input as it is (for 2 s at most, and not once the dialog has gone).
  const openFirstHit = (tries = 40) => {
    if (shell.dataset.answered !== input.value)
      return void (tries && shell.isConnected && input.value.trim() && setTimeout(openFirstHit, 50, tries - 1));
    shell.querySelector<HTMLAnchorElement>('.DocSearch-Hit a')?.click();
  };
  shell.querySelector('form')!.addEventListener('submit', () => openFirstHit());
}
