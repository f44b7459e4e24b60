import { markFragment } from '@/lib/site/fragment';
import { SEARCH_HOSTED_URL } from '@/lib/site/script-urls.mjs';
import { loadSearchConfig, SEARCH_UI, toSiteUrl, type SearchConfig } from '../config';
import type { SearchRequest } from '../local-search';
import { ANSWERED_ATTRIBUTE, STATUS_ATTRIBUTE } from '../names';
import { searchWorker } from '../worker-handle';
import { searchHistory } from './history';
import { ALGOLIA_CREDIT, errorHtml, type Hit, noResultsHtml, optionId, resultsHtml, type ShownHit, startHtml } from './markup';
import { closeDialog, type DialogKey, openDialog, registerController } from './open';

/*
 * The search dialog's second half (bundled as /behaviors/search-dialog.js, fetched at idle, run at a later idle moment
 * or at the first open): it answers each query, draws DocSearch's screens, moves the active hit, opens the chosen one
 * and keeps the recent and favorite searches. open.ts owns the dialog's events and hands keys here; a key for the
 * active hit that comes before the answer to what the input holds waits for that answer, so that it acts on the hits
 * the reader will see.
 */

type Answer = { hits: Hit[]; nbHits: number; queryID?: string };

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The request DocSearch's modal sends: its attributes, snippet lengths (5 words up to 768 px) and highlight tags. */
export function dialogRequest(query: string, config: SearchConfig): SearchRequest {
  const words = matchMedia('(max-width: 768px)').matches ? 5 : 10;
  return {
    query,
    indexName: config.indexName,
    attributesToRetrieve: ['hierarchy.lvl0', ...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    // Every hosted query carries the language facet filter and the docs-version tag filters.
    ...(config.hosted ? { facetFilters: SEARCH_UI.facetFilters } : {}),
  };
}

/** The answer from the embedded index (the page's worker, or this thread where it cannot run) or from Algolia. */
async function ask(request: SearchRequest, config: SearchConfig): Promise<Answer> {
  if (config.hosted) {
    const { hostedSearch } = (await import(/* bundled apart: lib/search/hosted.ts */ SEARCH_HOSTED_URL)) as typeof import('../hosted');
    return (await hostedSearch(config, request)).results[0] as Answer;
  }
  const worker = searchWorker();
  if (worker && !worker.broken) {
    try {
      return (await worker.search({ requests: [request] })).results[0] as Answer;
    } catch (error) {
      if (!worker.broken) throw error;
    }
  }
  const { localSearchHere } = await import('../local-search');
  return (await localSearchHere({ requests: [request] })).results[0] as Answer;
}

/**
 * DocSearch's grouping: by top-level category (lvl0), at most 5 a group; in a group, a page's hits together in the
 * order the pages first appear, each section linked to its page's own hit when that is in the group.
 */
export function groupHits(hits: Hit[], max = SEARCH_UI.maxResultsPerGroup): [string, ShownHit[]][] {
  const bucket = <T>(items: T[], keyOf: (item: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const group = groups.get(keyOf(item)) ?? groups.set(keyOf(item), []).get(keyOf(item))!;
      if (group.length < max) group.push(item);
    }
    return groups;
  };
  return [...bucket(hits, (hit) => hit.hierarchy.lvl0 ?? '')].map(([title, group]) => {
    const pages = [...bucket(group, (hit) => hit.hierarchy.lvl1 ?? '').values()].map((page) =>
      page.map((hit) => ({ ...hit, url: toSiteUrl(hit.url) })),
    );
    const shown = pages.flatMap((page) =>
      page.map((hit) => ({
        ...hit,
        __docsearch_parent:
          hit.type === 'lvl1' ? null : (page.find((h) => h.type === 'lvl1' && h.hierarchy.lvl1 === hit.hierarchy.lvl1) ?? null),
      })),
    );
    return [title, shown];
  });
}

/** The state of the open dialog: what is on screen and which row is active. */
let shownIn: HTMLElement | null = null;
let rows: ShownHit[] = [];
let active = -1;
/** Whether a query is being answered: one is in flight at a time. */
let inFlight = false;
let pending: DialogKey[] = [];
/** Category names of the largest answer so far in this dialog: the no-results screen suggests them. */
let suggestions: string[] = [];

const inputOf = (dialog: HTMLElement) => dialog.querySelector('input')!;
const dropdownOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.DocSearch-Dropdown')!;
const optionAt = (dialog: HTMLElement, index: number) => dialog.querySelector<HTMLAnchorElement>(`#${optionId(index)}`);

function setActive(dialog: HTMLElement, index: number, scroll = true) {
  optionAt(dialog, active)?.setAttribute('aria-selected', 'false');
  optionAt(dialog, active)?.parentElement?.removeAttribute('data-active');
  active = rows.length ? index : -1;
  const option = optionAt(dialog, active);
  const input = inputOf(dialog);
  if (!option) return input.removeAttribute('aria-activedescendant');
  option.setAttribute('aria-selected', 'true');
  option.parentElement!.setAttribute('data-active', '');
  input.setAttribute('aria-activedescendant', option.id);
  if (scroll) option.parentElement!.scrollIntoView({ block: 'nearest' });
}

function draw(dialog: HTMLElement, html: string, shown: ShownHit[], answered: string, status: 'idle' | 'error') {
  const dropdown = dropdownOf(dialog);
  const sameQuery = dialog.getAttribute(ANSWERED_ATTRIBUTE) === answered;
  dropdown.innerHTML = html;
  if (!sameQuery) dropdown.scrollTop = 0;
  rows = shown;
  active = -1;
  setActive(dialog, 0, false);
  dialog.setAttribute(ANSWERED_ATTRIBUTE, answered);
  // The start screen drawn as the reader began to type: the status and the keys wait for the answer to the input.
  if (answered !== inputOf(dialog).value) return;
  dialog.setAttribute(STATUS_ATTRIBUTE, status);
  dialog.classList.remove('DocSearch-Container--Stalled');
  const keys = pending.splice(0);
  for (const key of keys) act(dialog, key);
}

function drawStart(dialog: HTMLElement, config: SearchConfig, query: string) {
  const personal = !config.disableUserPersonalization;
  const history = searchHistory(config.indexName);
  const recent = personal ? history.recent() : [];
  const favorites = personal ? history.favorites() : [];
  draw(dialog, startHtml(recent, favorites, personal), [...recent, ...favorites], query, 'idle');
}

/** A new dialog element (each close removes the old one): its state starts afresh. */
function adopt(dialog: HTMLElement) {
  if (shownIn === dialog) return;
  shownIn = dialog;
  suggestions = [];
  pending = [];
  inFlight = false;
  rows = [];
  active = -1;
  wire(dialog);
}

/**
 * Answers what the input holds. Keystrokes that come while a query is in flight are not queued one by one: when the
 * answer returns, the input as it is then is asked next, so the last word never waits behind stale prefixes of it.
 */
async function update(dialog: HTMLElement) {
  adopt(dialog);
  if (inFlight) return;
  inFlight = true;
  try {
    await answer(dialog);
  } finally {
    if (shownIn === dialog) {
      inFlight = false;
      if (openDialog() === dialog && dialog.getAttribute(ANSWERED_ATTRIBUTE) !== inputOf(dialog).value) void update(dialog);
    }
  }
}

async function answer(dialog: HTMLElement) {
  const query = inputOf(dialog).value;
  const config = await loadSearchConfig();
  if (openDialog() !== dialog) return;
  if (config.hosted && !dialog.querySelector('.DocSearch-Logo'))
    dialog.querySelector('.DocSearch-Footer')!.insertAdjacentHTML('afterbegin', ALGOLIA_CREDIT);
  if (!query.trim()) return drawStart(dialog, config, query);
  try {
    const answer = await ask(dialogRequest(query, config), config);
    if (openDialog() !== dialog) return;
    const groups = groupHits(answer.hits);
    if (groups.length > suggestions.length) suggestions = groups.map(([title]) => title);
    // The reader has typed on: drawing this answer would only hold up their keys and the query for what they typed.
    if (query !== inputOf(dialog).value) return;
    dropdownOf(dialog).dataset.queryId = answer.queryID ?? '';
    const html = groups.length
      ? resultsHtml(groups, query.trim(), answer.nbHits)
      : noResultsHtml(query, suggestions, config.missingResultsUrl);
    draw(
      dialog,
      html,
      groups.flatMap(([, hits]) => hits),
      query,
      'idle',
    );
  } catch (error) {
    if (openDialog() !== dialog || query !== inputOf(dialog).value) return;
    pending = [];
    // DocSearch's rule: the network error screen for unreachable hosts; an API error (a 403, say) is the console
    // warning hosted.ts writes, and the screen stays as it was.
    if ((error as Error).name === 'RetryError') draw(dialog, errorHtml(), [], query, 'error');
    else {
      dialog.setAttribute(ANSWERED_ATTRIBUTE, query);
      dialog.setAttribute(STATUS_ATTRIBUTE, 'error');
      dialog.classList.remove('DocSearch-Container--Stalled');
    }
  }
}

/** Opens the active row: the link's own click (client navigation once the framework runs), or a new tab or window. */
function choose(dialog: HTMLElement, key: DialogKey) {
  const option = optionAt(dialog, active);
  if (!option) return;
  if (key.ctrlKey || key.metaKey || key.shiftKey) {
    saveChosen(active);
    window.open(option.href, '_blank', key.shiftKey ? 'noopener,popup' : 'noopener');
  } else option.click();
}

function saveChosen(index: number) {
  void loadSearchConfig().then((config) => {
    if (!config.disableUserPersonalization && rows[index]) searchHistory(config.indexName).saveChosen(rows[index]);
  });
}

function act(dialog: HTMLElement, key: DialogKey) {
  const count = rows.length;
  if (key.key === 'Enter') return choose(dialog, key);
  if (!count) return;
  if (key.key === 'ArrowDown') setActive(dialog, (active + 1) % count);
  else if (key.key === 'ArrowUp') setActive(dialog, (active - 1 + count) % count);
  else if (key.key === 'Home') setActive(dialog, 0);
  else if (key.key === 'End') setActive(dialog, count - 1);
}

/** Pointer and click handling of the dropdown, once per dialog element. */
function wire(dialog: HTMLElement) {
  const dropdown = dropdownOf(dialog);
  dropdown.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role=option]');
    if (option && Number(option.dataset.index) !== active) setActive(dialog, Number(option.dataset.index), false);
  });
  dropdown.addEventListener('click', async (event) => {
    const target = event.target as Element;
    const option = target.closest<HTMLAnchorElement>('[role=option]');
    const button = target.closest<HTMLButtonElement>('button[data-action], button[data-prefill]');
    if (option) {
      saveChosen(Number(option.dataset.index));
      if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
        markFragment(option.href);
        setTimeout(closeDialog);
      }
    } else if (target.closest('.search-results-footer')) setTimeout(closeDialog);
    else if (button?.dataset.prefill !== undefined) {
      const input = inputOf(dialog);
      input.value = `${button.dataset.prefill.toLowerCase()} `;
      input.focus();
      input.dispatchEvent(new Event('input'));
    } else if (button) {
      const config = await loadSearchConfig();
      const history = searchHistory(config.indexName);
      const hit = rows[Number(button.dataset.index)];
      if (button.dataset.action === 'save') history.saveFavorite(hit);
      else if (button.dataset.action === 'remove-recent') history.removeRecent(hit);
      else history.removeFavorite(hit);
      inputOf(dialog).focus();
      drawStart(dialog, config, inputOf(dialog).value);
    }
  });
}

registerController({
  update: (dialog) => void update(dialog),
  key(dialog, key) {
    adopt(dialog);
    if (dialog.getAttribute(ANSWERED_ATTRIBUTE) === inputOf(dialog).value) act(dialog, key);
    else pending.push(key);
  },
});
