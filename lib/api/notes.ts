import { escapeHtml } from '../html';
import { inheritedMembers } from './inherited.mjs';
import { inlineMarkdownHtml } from './render';
import { resolveQualname, type ApiManifest, type ApiSymbol, type ParamStatus, type StatusDetail, type SymbolStatus } from './symbols';

/**
 * The notes of a symbol's entry beyond its call form: status badges and what a deprecation says, changelog
 * history, the pages whose code uses it, and the members it inherits. One source for the HTML page and its
 * Markdown twin (`md` helpers), so both say the same.
 */

/** The section of the API index that explains the statuses (content/api/index.mdx). */
export const STATUS_HREF = '/api#statuses';

/** A page whose code uses a symbol (see lib/content/used-in.ts). */
export interface UsedInPage {
  route: string;
  title: string;
}

/** How many pages "Used in" names before "and N more". */
export const USED_IN_LIMIT = 8;

/** A status as a badge that links to its explanation. */
export const statusBadgeHtml = (status: SymbolStatus) => `<a class="badge badge--${status}" href="${STATUS_HREF}">${status}</a>`;

/** What to use instead, as Markdown: a documented name as code (linked in HTML), other words as they are. */
function replacementMd(replacement: string, manifest: ApiManifest): string {
  const qualname = resolveQualname(manifest, replacement) ?? resolveQualname(manifest, `dagster.${replacement}`);
  if (qualname) return `[\`${replacement}\`](${manifest.byQualname.get(qualname)!.route}#${qualname})`;
  return /^[\w.]+$/.test(replacement) ? `\`${replacement}\`` : replacement;
}

/** "removed in 2.0; use `X` instead" for a deprecated or superseded symbol or parameter (Markdown), or ''. */
export function statusDetailMd(status: SymbolStatus | undefined, detail: StatusDetail | undefined, manifest: ApiManifest): string {
  if (status !== 'deprecated' && status !== 'superseded') return '';
  const parts = [
    detail?.breakingVersion ? `removed in ${detail.breakingVersion}` : '',
    detail?.replacement ? `use ${replacementMd(detail.replacement, manifest)} instead` : '',
  ].filter(Boolean);
  return parts.join('; ');
}

/** The line under a deprecated or superseded symbol's heading (Markdown), or ''. */
export function statusNoteMd(symbol: ApiSymbol, manifest: ApiManifest): string {
  const detail = statusDetailMd(symbol.status, symbol.statusDetail, manifest);
  if (!detail) return '';
  return `${symbol.status === 'deprecated' ? 'Deprecated' : 'Superseded'}: ${detail}.`;
}

/** A parameter's badge and, for a deprecation, what replaces it (HTML, after the parameter's name). */
export function paramStatusHtml(p: ParamStatus | undefined, manifest: ApiManifest): string {
  if (!p) return '';
  const detail = statusDetailMd(p.status, p, manifest);
  return ` ${statusBadgeHtml(p.status)}${detail ? ` (${inlineMarkdownHtml(detail)})` : ''}`;
}

/** A changelog note: "Added in 1.9.4" or "Changed in 1.9.7 (`param`)". */
const historyLabel = (h: NonNullable<ApiSymbol['history']>[number]) => `${h.change === 'added' ? 'Added' : 'Changed'} in ${h.version}`;

/**
 * The members a class takes from its documented bases, per base: "Inherited from `X`: a, b", then "Overrides members
 * of `X`: c" for those its source redefines (linked to the base, which documents them).
 */
function inheritedLines(
  symbol: ApiSymbol,
  manifest: ApiManifest,
): { label: string; base: string; route: string; members: ApiSymbol[]; sameRoute: boolean }[] {
  const here = manifest.byQualname.get(symbol.qualname)?.route;
  return inheritedMembers(symbol, (q) => manifest.byQualname.get(q)?.symbol).flatMap(({ base, members, overridden }) => {
    const route = manifest.byQualname.get(base)!.route;
    const line = { base, route, sameRoute: route === here };
    return [
      ...(members.length ? [{ ...line, label: 'Inherited from', members }] : []),
      ...(overridden.length ? [{ ...line, label: 'Overrides members of', members: overridden }] : []),
    ];
  });
}

const anchorHtml = (route: string, qualname: string, text: string) =>
  `<a href="${route}#${escapeHtml(qualname)}"><code>${escapeHtml(text)}</code></a>`;

/** The notes as HTML, under the symbol's description and call form. */
export function symbolNotesHtml(symbol: ApiSymbol, manifest: ApiManifest, usedIn: UsedInPage[]): string {
  let html = '';
  const note = statusNoteMd(symbol, manifest);
  if (note) html += `<p>${inlineMarkdownHtml(note)}</p>`;
  // Muted lines in the style of a section's "See also" (.api-see), which keeps the stylesheet as it is.
  if (symbol.history?.length)
    html += `<p class="api-see">${symbol.history
      .map(
        (h) =>
          `<a href="${escapeHtml(h.changelog)}">${historyLabel(h)}</a>${h.param ? ` (<code>${escapeHtml(h.param)}</code>)` : ''}: ${inlineMarkdownHtml(h.summary)}`,
      )
      .join('<br>')}</p>`;
  for (const { label, base, route, members, sameRoute } of inheritedLines(symbol, manifest)) {
    // A base on the same page is linked by fragment alone: the largest pages list many inherited members.
    const at = sameRoute ? '' : route;
    html += `<p class="api-see">${label} ${anchorHtml(at, base, base)}: ${members
      .map((m) => `<a href="${at}#${escapeHtml(m.qualname)}">${escapeHtml(m.name)}</a>`)
      .join(', ')}</p>`;
  }
  if (usedIn.length) {
    const more = usedIn.length - USED_IN_LIMIT;
    const links = usedIn.slice(0, USED_IN_LIMIT).map((p) => `<a href="${p.route}">${escapeHtml(p.title)}</a>`);
    html += `<p class="api-see">Used in: ${links.join(', ')}${more > 0 ? ` and ${more} more` : ''}</p>`;
  }
  return html;
}

/** The notes as Markdown lines; `absolute` turns a site path into a URL. */
export function symbolNotesMarkdown(
  symbol: ApiSymbol,
  manifest: ApiManifest,
  usedIn: UsedInPage[],
  absolute: (path: string) => string,
): string[] {
  const lines: string[] = [];
  const note = statusNoteMd(symbol, manifest);
  if (note)
    lines.push(
      note.replace(/\]\((\/[^)]*)\)/g, (_, href: string) => `](${absolute(href)})`),
      '',
    );
  for (const h of symbol.history ?? [])
    lines.push(`- [${historyLabel(h)}](${h.changelog})${h.param ? ` (\`${h.param}\`)` : ''}: ${h.summary}`);
  if (symbol.history?.length) lines.push('');
  for (const { label, base, route, members } of inheritedLines(symbol, manifest))
    lines.push(
      `${label} [\`${base}\`](${absolute(`${route}#${base}`)}): ${members.map((m) => `[\`${m.name}\`](${absolute(`${route}#${m.qualname}`)})`).join(', ')}`,
      '',
    );
  if (usedIn.length) {
    const more = usedIn.length - USED_IN_LIMIT;
    const links = usedIn.slice(0, USED_IN_LIMIT).map((p) => `[${p.title}](${absolute(p.route)})`);
    lines.push(`Used in: ${links.join(', ')}${more > 0 ? ` and ${more} more` : ''}`, '');
  }
  return lines;
}

/** A parameter's status as Markdown text, after its name: " [experimental]" or " [deprecated: removed in 2.0; use `x` instead]". */
export function paramStatusMd(p: ParamStatus | undefined, manifest: ApiManifest, absolute: (path: string) => string): string {
  if (!p) return '';
  const detail = statusDetailMd(p.status, p, manifest).replace(/\]\((\/[^)]*)\)/g, (_, href: string) => `](${absolute(href)})`);
  return ` **${p.status}**${detail ? ` (${detail})` : ''}`;
}
