import { escapeHtml } from '@/lib/html';
import { safeHighlight, safeUrl } from '../safe-html';
import type { Hierarchy, RecordType } from '../index-format';
import { DIALOG_ID } from '../names';

/*
 * The dialog's screens in DocSearch's markup and class names, so that its stylesheet applies as to its own modal.
 * Two changes make the open dialog accessible: each hit is one interactive element, the link itself carrying
 * role=option (DocSearch puts role=option on the <li> around the link: an interactive element nested in another);
 * and the buttons of a recent or favorite search sit beside the listbox, not inside it, one per row.
 */

/** A hit as the backends answer it: a record with highlight and snippet values (HTML with <mark> tags). */
export interface Hit {
  objectID: string;
  url: string;
  type: RecordType;
  content: string | null;
  hierarchy: Hierarchy;
  _snippetResult?: { hierarchy?: Partial<Record<keyof Hierarchy, { value: string }>>; content?: { value: string } };
  _highlightResult?: unknown;
}
/** A hit on screen: its page's own hit when that is in the same group (DocSearch's __docsearch_parent). */
export type ShownHit = Hit & { __docsearch_parent?: Hit | null };

const PAGE_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M17 6v12c0 .52-.2 1-1 1H4c-.7 0-1-.33-1-1V2c0-.55.42-1 1-1h8l5 5zM14 8h-3.13c-.51 0-.87-.34-.87-.87V4" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linejoin="round"></path></svg>';
const HASH_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M13 13h4-4V8H7v5h6v4-4H7V8H3h4V3v5h6V3v5h4-4v5zm-6 0v4-4H3h4z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"></path></svg>';
const CONTENT_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M17 5H3h14zm0 5H3h14zm0 5H3h14z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linejoin="round"></path></svg>';
const RECENT_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><g stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"><path d="M3.18 6.6a8.23 8.23 0 1112.93 9.94h0a8.23 8.23 0 01-11.63 0"></path><path d="M6.44 7.25H2.55V3.36M10.45 6v5.6M10.45 11.6L13 13"></path></g></svg>';
const STAR_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M10 14.2L5 17l1-5.6-4-4 5.5-.7 2.5-5 2.5 5 5.6.8-4 4 .9 5.5z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linejoin="round"></path></svg>';
const CROSS_ICON =
  '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"></path></svg>';
const TREE = (last: boolean) =>
  `<svg class="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true"><g stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"><path d="${last ? 'M8 6v21M20 27H8.3' : 'M8 6v42M20 27H8.3'}"></path></g></svg>`;
const ENTER_ICON =
  '<svg class="DocSearch-Hit-Select-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><g stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"><path d="M18 3v4c0 2-2 4-4 4H2"></path><path d="M8 17l-6-6 6-6"></path></g></svg>';
const NO_RESULTS_ICON =
  '<svg width="40" height="40" viewBox="0 0 20 20" fill="none" fill-rule="evenodd" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M15.5 4.8c2 3 1.7 7-1 9.7h0l4.3 4.3-4.3-4.3a7.8 7.8 0 01-9.8 1m-2.2-2.2A7.8 7.8 0 0113.2 2.4M2 18L18 2"></path></svg>';
const ERROR_ICON =
  '<svg width="40" height="40" viewBox="0 0 20 20" fill="none" fill-rule="evenodd" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"></path></svg>';

/** The id of the option at `index` of the listbox (the input's aria-activedescendant names it). */
export const optionId = (index: number) => `${DIALOG_ID}-item-${index}`;

/** A hit's title and path, as DocSearch shows each type: from the snippet when there is one, else the plain text. */
function titleAndPath(hit: Hit): [string, string] {
  const snippet = (attribute: keyof Hierarchy | 'content') => {
    const value =
      attribute === 'content' ? hit._snippetResult?.content?.value : hit._snippetResult?.hierarchy?.[attribute as keyof Hierarchy]?.value;
    if (value !== undefined) return safeHighlight(value);
    return escapeHtml((attribute === 'content' ? hit.content : hit.hierarchy[attribute as keyof Hierarchy]) ?? '');
  };
  if (hit.type === 'lvl1') return [snippet('lvl1'), hit.content ? snippet('content') : ''];
  if (hit.type === 'content') return [snippet('content'), snippet('lvl1')];
  return [snippet(hit.type), snippet('lvl1')];
}

export type RowKind = 'hit' | 'recent' | 'favorite';

/** One row: the option link, DocSearch's icon and title block; the tree line for a page's sections. */
function rowHtml(hit: ShownHit, index: number, kind: RowKind, lastChild: boolean) {
  const [title, path] = titleAndPath(hit);
  const child = kind === 'hit' && Boolean(hit.__docsearch_parent);
  const icon =
    kind === 'recent'
      ? RECENT_ICON
      : kind === 'favorite'
        ? STAR_ICON
        : hit.type === 'lvl1'
          ? PAGE_ICON
          : hit.type === 'content'
            ? CONTENT_ICON
            : HASH_ICON;
  return (
    `<li class="DocSearch-Hit${child ? ' DocSearch-Hit--Child' : ''}" role="none">` +
    `<a role="option" id="${optionId(index)}" aria-selected="false" tabindex="-1" href="${escapeHtml(safeUrl(hit.url))}" data-index="${index}">` +
    `<div class="DocSearch-Hit-Container">${child ? TREE(lastChild) : ''}<div class="DocSearch-Hit-icon">${icon}</div>` +
    `<div class="DocSearch-Hit-content-wrapper"><span class="DocSearch-Hit-title">${title}</span>${path ? `<span class="DocSearch-Hit-path">${path}</span>` : ''}</div>` +
    `<div class="DocSearch-Hit-action">${kind === 'hit' ? ENTER_ICON : ''}</div></div></a></li>`
  );
}

/** A plain-text name of a stored search, for its buttons' accessible names. */
const plainTitle = (hit: Hit) => (hit.type === 'content' ? hit.content : hit.hierarchy[hit.type]) ?? hit.hierarchy.lvl1 ?? '';

/** The buttons of a recent or favorite search's row, in a column beside the listbox (one row each). */
function actionsHtml(hits: Hit[], kind: 'recent' | 'favorite', first: number) {
  const buttons = hits.map((hit, i) => {
    const name = escapeHtml(plainTitle(hit));
    const index = first + i;
    const remove =
      kind === 'recent'
        ? `<button type="button" class="DocSearch-Hit-action-button" data-action="remove-recent" data-index="${index}" title="Remove this search from history" aria-label="Remove ${name} from history">${CROSS_ICON}</button>`
        : `<button type="button" class="DocSearch-Hit-action-button" data-action="remove-favorite" data-index="${index}" title="Remove this search from favorites" aria-label="Remove ${name} from favorites">${CROSS_ICON}</button>`;
    const save =
      kind === 'recent'
        ? `<button type="button" class="DocSearch-Hit-action-button" data-action="save" data-index="${index}" title="Save this search" aria-label="Save ${name} as a favorite">${STAR_ICON}</button>`
        : '';
    return `<div class="DocSearch-Hit-actions-row">${save ? `<div class="DocSearch-Hit-action">${save}</div>` : ''}<div class="DocSearch-Hit-action">${remove}</div></div>`;
  });
  return `<div class="DocSearch-Hit-actions">${buttons.join('')}</div>`;
}

/** A titled group of rows: DocSearch's `.DocSearch-Hits` section with its sticky source label. */
function sectionHtml(title: string, rows: string, sectionIndex: number, actions = '') {
  const labelId = `${DIALOG_ID}-source-${sectionIndex}`;
  return (
    `<section class="DocSearch-Hits"><div class="DocSearch-Hit-source" id="${labelId}">${escapeHtml(title)}</div>` +
    `<div class="DocSearch-Hits-rows"><ul role="listbox" aria-labelledby="${labelId}">${rows}</ul>${actions}</div></section>`
  );
}

/** The results screen: groups in the order given, each hit a row numbered in screen order; "See all N results". */
export function resultsHtml(groups: [string, ShownHit[]][], query: string, nbHits: number) {
  let index = 0;
  const sections = groups.map(([title, hits], s) => {
    const rows = hits.map((hit, i) => {
      const next = hits[i + 1];
      const lastChild = !next || next.__docsearch_parent !== hit.__docsearch_parent;
      return rowHtml(hit, index++, 'hit', lastChild);
    });
    return sectionHtml(title, rows.join(''), s);
  });
  const footer = `<section class="DocSearch-HitsFooter"><a class="search-results-footer" href="/search?q=${encodeURIComponent(query)}">${nbHits === 1 ? 'See 1 result' : `See all ${nbHits} results`}</a></section>`;
  return `<div class="DocSearch-Dropdown-Container">${sections.join('')}${footer}</div>`;
}

/** The start screen: Recent and Favorite, or 'No recent searches' (nothing when personalization is off). */
export function startHtml(recent: Hit[], favorite: Hit[], personalization: boolean) {
  if (!personalization) return '';
  if (!recent.length && !favorite.length)
    return '<div class="DocSearch-StartScreen"><p class="DocSearch-Help">No recent searches</p></div>';
  const sections = [];
  if (recent.length)
    sections.push(
      sectionHtml('Recent', recent.map((hit, i) => rowHtml(hit, i, 'recent', false)).join(''), 0, actionsHtml(recent, 'recent', 0)),
    );
  if (favorite.length)
    sections.push(
      sectionHtml(
        'Favorite',
        favorite.map((hit, i) => rowHtml(hit, recent.length + i, 'favorite', false)).join(''),
        1,
        actionsHtml(favorite, 'favorite', recent.length),
      ),
    );
  return `<div class="DocSearch-Dropdown-Container">${sections.join('')}</div>`;
}

/** No results: the query, up to 3 suggested queries, and the missing-results link when one is configured. */
export function noResultsHtml(query: string, suggestions: string[], missingResultsUrl: string) {
  const prefill = suggestions.length
    ? `<div class="DocSearch-NoResults-Prefill-List"><p class="DocSearch-Help">Try searching for:</p><ul>${suggestions
        .slice(0, 3)
        .map((s) => `<li><button class="DocSearch-Prefill" type="button" data-prefill="${escapeHtml(s)}">${escapeHtml(s)}</button></li>`)
        .join('')}</ul></div>`
    : '';
  const report = missingResultsUrl
    ? `<p class="DocSearch-Help">Believe this query should return results? <a href="${escapeHtml(safeUrl(`${missingResultsUrl}${encodeURIComponent(query)}`))}" target="_blank" rel="noopener noreferrer">Let us know.</a></p>`
    : '';
  return `<div class="DocSearch-NoResults"><div class="DocSearch-Screen-Icon">${NO_RESULTS_ICON}</div><p class="DocSearch-Title">No results for "<strong>${escapeHtml(query)}</strong>"</p>${prefill}${report}</div>`;
}

/** The network error screen. */
export const errorHtml = () =>
  `<div class="DocSearch-ErrorScreen"><div class="DocSearch-Screen-Icon">${ERROR_ICON}</div><p class="DocSearch-Title">Unable to fetch results</p><p class="DocSearch-Help">You might want to check your network connection.</p></div>`;

/** DocSearch's footer credit, shown in hosted mode: the results come from Algolia. */
export const ALGOLIA_CREDIT =
  '<div class="DocSearch-Logo"><a href="https://www.algolia.com/ref/docsearch/?utm_source=docs&amp;utm_medium=referral&amp;utm_content=powered_by&amp;utm_campaign=docsearch" target="_blank" rel="noopener noreferrer"><span class="DocSearch-Label">Search by Algolia</span></a></div>';
