import { escapeHtml } from '../html';
import { documentsSymbols, pageSymbols, type ApiManifest, type SourceRecord } from './symbols';

const COMMIT = /^[0-9a-f]{40}$/;
const REPO = /^[\w.-]+\/[\w.-]+$/;

/**
 * Where a source record can be read on GitHub: the file at its commit, at its line when the record has one
 * (`https://github.com/<repo>/blob/<commit>/<path>#L<line>`). Null for a record read from a stored copy with
 * no known commit (`id` only): no GitHub URL shows that copy, and a branch would show other lines.
 */
export function sourceUrl(source: SourceRecord | null | undefined): string | null {
  if (!source || !COMMIT.test(source.commit ?? '') || !REPO.test(source.repo)) return null;
  return `https://github.com/${source.repo}/blob/${source.commit}/${source.path}${source.line ? `#L${source.line}` : ''}`;
}

/** A record that no GitHub URL shows, in words: `python_modules/…/asset_spec.py line 12 in dagster-io/dagster, stored copy 648102486 (commit unknown)`. */
export function storedCopyText(source: SourceRecord): string {
  const copy = source.id ? `stored copy ${source.id} (commit unknown)` : `commit ${source.commit}`;
  return `${source.path}${source.line ? ` line ${source.line}` : ''} in ${source.repo}, ${copy}`;
}

/** The Source line of a symbol's entry as HTML: a link to the exact file and line, or the stored copy in words. */
export function sourceHtml(source: SourceRecord | null | undefined): string {
  if (!source) return '';
  const url = sourceUrl(source);
  if (url) return `<p class="api-source"><a href="${escapeHtml(url)}">Source</a></p>`;
  return `<p class="api-source">Source: <code>${escapeHtml(storedCopyText(source))}</code></p>`;
}

/** The same as Markdown, for the page's Markdown twin and llms-full.txt. */
export function sourceMarkdown(source: SourceRecord | null | undefined): string | null {
  if (!source) return null;
  const url = sourceUrl(source);
  return url ? `Source: ${url}` : `Source: \`${storedCopyText(source)}\``;
}

/** A record names the line of the definition in its file (a positive integer). */
export const hasSourceLine = (source: SourceRecord | null | undefined): boolean =>
  Number.isInteger(source?.line) && (source?.line ?? 0) > 0;

/** Entries whose source record has no `line`, as `<route> <qualname>`: each must point at its definition. */
export function sourceRecordsWithoutLine(manifest: ApiManifest): string[] {
  return manifest.pages
    .filter(documentsSymbols)
    .flatMap((page) => pageSymbols(page).flatMap((s) => (s.source && !hasSourceLine(s.source) ? [`${page.route} ${s.qualname}`] : [])));
}
