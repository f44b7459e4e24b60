import { FAVORITE_SEARCHES_KEY, RECENT_SEARCHES_KEY } from '../names';
import type { Hit } from './markup';

/*
 * Recent and favorite searches, in DocSearch's own storage keys and JSON shape (hits without their highlight and
 * snippet results), so that a hosted build's modal and this dialog read one history. DocSearch's limits: 10
 * favorites; 7 recent searches with no favorite, else 4. A storage failure is a console warning only.
 */

export type StoredHit = Omit<Hit, '_highlightResult' | '_snippetResult'>;

function read(key: string): StoredHit[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch (error) {
    console.warn('search: could not read', key, error);
    return [];
  }
}

function write(key: string, hits: StoredHit[]) {
  try {
    localStorage.setItem(key, JSON.stringify(hits));
  } catch (error) {
    console.warn('search: could not store', key, error);
  }
}

const stored = ({ _highlightResult, _snippetResult, ...hit }: Hit & { __docsearch_parent?: unknown }): StoredHit => {
  const { __docsearch_parent, ...rest } = hit as StoredHit & { __docsearch_parent?: unknown };
  return rest;
};

/** The two lists of one index. */
export function searchHistory(indexName: string) {
  const recentKey = RECENT_SEARCHES_KEY + indexName;
  const favoriteKey = FAVORITE_SEARCHES_KEY + indexName;
  const favorites = () => read(favoriteKey).slice(0, 10);
  const recentLimit = () => (favorites().length === 0 ? 7 : 4);
  const without = (hits: StoredHit[], hit: Hit) => hits.filter((h) => h.objectID !== hit.objectID);
  return {
    recent: () => read(recentKey).slice(0, recentLimit()),
    favorites,
    /** DocSearch's rule: a section or text hit is saved as its page's hit; nothing already a favorite is added. */
    saveChosen(hit: Hit & { __docsearch_parent?: Hit | null }) {
      const saved = hit.type === 'content' ? hit.__docsearch_parent : hit;
      if (!saved || favorites().some((h) => h.objectID === saved.objectID)) return;
      write(recentKey, [stored(saved), ...without(read(recentKey), saved)].slice(0, recentLimit()));
    },
    removeRecent: (hit: Hit) => write(recentKey, without(read(recentKey), hit)),
    removeFavorite: (hit: Hit) => write(favoriteKey, without(read(favoriteKey), hit)),
    /** Moves a recent search to the favorites. */
    saveFavorite(hit: Hit) {
      write(favoriteKey, [stored(hit), ...without(read(favoriteKey), hit)].slice(0, 10));
      write(recentKey, without(read(recentKey), hit));
    },
  };
}
export type SearchHistory = ReturnType<typeof searchHistory>;
