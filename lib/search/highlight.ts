/** Escapes text for HTML: DocSearch renders highlight and snippet values as HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** The text a matched index term stands for: the rest of its word, plurals in -ies, `I/O` for `io`, `Dagster+`. */
function termSource(term: string): string {
  if (term === 'io') return '\\bi/?o\\b';
  if (term === 'dagsterplus') return 'dagster\\+';
  const base = term.endsWith('y') && term.length > 3 ? `${escapeRegExp(term.slice(0, -1))}(?:y|ie)` : escapeRegExp(term);
  return `\\b${base}\\w*`;
}

function wordPattern(terms: string[]): RegExp | null {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!words.length) return null;
  return new RegExp(`(${words.map(termSource).join('|')})`, 'gi');
}

/** Wraps every occurrence of a matched term in the tags; the rest of the text is HTML-escaped. */
export function highlightText(text: string, terms: string[], queryWords: string[], tags: HighlightTags): HighlightResult {
  const pattern = wordPattern(terms);
  if (!pattern) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  const matched = new Set<string>();
  let value = '';
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    value += escapeHtml(text.slice(last, m.index)) + tags.pre + escapeHtml(m[0]) + tags.post;
    last = m.index! + m[0].length;
    matched.add(m[0].toLowerCase());
  }
  value += escapeHtml(text.slice(last));
  const matchedWords = queryWords.filter((q) => [...matched].some((w) => w.startsWith(q.slice(0, Math.max(1, q.length - 1)))));
  const matchLevel = matched.size === 0 ? 'none' : matchedWords.length >= queryWords.length ? 'full' : 'partial';
  return {
    value,
    matchLevel,
    matchedWords,
    fullyHighlighted: matched.size > 0 && text.trim().length === [...text.matchAll(pattern)].reduce((n, m) => n + m[0].length, 0),
  };
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippetText(text: string, terms: string[], words: number, ellipsis: string): string {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= words) return tokens.join(' ');
  const pattern = wordPattern(terms);
  const first = pattern
    ? Math.max(
        0,
        tokens.findIndex((t) => {
          pattern.lastIndex = 0;
          return pattern.test(t);
        }),
      )
    : 0;
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const end = start + words;
  return `${start > 0 ? ellipsis + ' ' : ''}${tokens.slice(start, end).join(' ')}${end < tokens.length ? ' ' + ellipsis : ''}`;
}
