import { escapeHtml } from '../html';
import type { SymbolDescription } from './descriptions';
import { formatCallForm, parseSignature } from './signature';
import { describedNames, type ApiSymbol } from './symbols';

/** The Markdown subset of descriptions as HTML: `code`, [links](/path) (a link's text may be `code`) and **bold**. */
export function inlineMarkdownHtml(text: string): string {
  return text
    .split(/(`[^`]+`|\[[^\]]+\]\([^)]+\)|\*\*[^*]+\*\*)/g)
    .map((part) => {
      if (part.length > 1 && part.startsWith('`') && part.endsWith('`')) return `<code>${escapeHtml(part.slice(1, -1))}</code>`;
      const link = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(part);
      if (link) {
        const external = link[2].startsWith('/') || link[2].startsWith('#') ? '' : ' target="_blank" rel="noreferrer noopener"';
        const label = /^`[^`]+`$/.test(link[1]) ? `<code>${escapeHtml(link[1].slice(1, -1))}</code>` : escapeHtml(link[1]);
        return `<a href="${escapeHtml(link[2])}"${external}>${label}</a>`;
      }
      if (part.length > 4 && part.startsWith('**') && part.endsWith('**')) return `<strong>${escapeHtml(part.slice(2, -2))}</strong>`;
      return escapeHtml(part);
    })
    .join('');
}

/** Paragraphs separated by blank lines, as HTML. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
    .map((p) => `<p>${inlineMarkdownHtml(p)}</p>`)
    .join('');
}

/**
 * The anchor id of a parameter or CLI option: `<qualname>.<name>` (`dagster.asset.partitions_def`,
 * `dagster.cli.dev.--port`). Symbols keep their qualname, so when that id is itself a documented
 * qualname (a class whose constructor takes `key` and that has a member `key`), the parameter gets
 * `<qualname>(<name>)` instead: `dagster.AssetSpec(key)`.
 */
export function paramAnchor(qualname: string, name: string, isQualname: (id: string) => boolean): string {
  const id = `${qualname}.${name}`;
  return isQualname(id) ? `${qualname}(${name})` : id;
}

/** Every parameter or option anchor of a symbol, in page order. */
export function paramAnchors(symbol: ApiSymbol, isQualname: (id: string) => boolean): string[] {
  return describedNames(symbol).map((name) => paramAnchor(symbol.qualname, name, isQualname));
}

function meaning(description: SymbolDescription | undefined, name: string): string {
  const text = description?.params?.[name] ?? description?.params?.[name.toLowerCase()];
  return text ? ` – ${inlineMarkdownHtml(text)}` : '';
}

function paramItem(id: string, label: string, detail: string, text: string): string {
  return `<li id="${escapeHtml(id)}"><a href="#${escapeHtml(id)}">${escapeHtml(label)}</a>${detail ? `<code>${escapeHtml(detail)}</code>` : ''}${text}</li>`;
}

/**
 * A call form or usage line: a <pre> that scrolls sideways when long, so it takes keyboard focus (WCAG 2.1.1)
 * and, being focusable, has a role and a name. The name is the same for all: the symbol's heading precedes it, and
 * a name per symbol cost the largest API page 15 bytes (gzip) a signature.
 */
const signatureHtml = (name: string, code: string) =>
  `<pre class="api-signature" tabindex="0" role="group" aria-label="${escapeHtml(name)}"><code>${escapeHtml(code)}</code></pre>`;

const list = (title: string, items: string[]) =>
  items.length ? `<p class="api-params-title">${title}</p><ul class="api-params">${items.join('')}</ul>` : '';

/**
 * The static HTML of a symbol's call form and parameter list (or a CLI command's usage line and
 * options): one `<pre>` and one `<ul>`, each parameter an `<li>` with its anchor, type, default, status
 * (`paramNote`: HTML after the type) and meaning.
 */
export function callFormHtml(
  symbol: ApiSymbol,
  description: SymbolDescription | undefined,
  isQualname: (id: string) => boolean,
  paramNote: (name: string) => string = () => '',
): string {
  if (symbol.kind === 'cli') {
    const usage = symbol.usage ? signatureHtml('Usage', symbol.usage) : '';
    const options = (symbol.options ?? []).map((o) => {
      const value =
        o.default === null || o.default === undefined || o.default === '' || o.default === false ? '' : ` = ${String(o.default)}`;
      return paramItem(
        paramAnchor(symbol.qualname, o.name, isQualname),
        [o.flags].flat().join(', ') || o.name,
        `${o.metavar ? ` ${o.metavar}${o.multiple ? '...' : ''}` : ''}${value}${o.envvar ? ` (env ${o.envvar})` : ''}`,
        meaning(description, o.name),
      );
    });
    const args = describedNames(symbol)
      .slice(options.length)
      .map((arg) => paramItem(paramAnchor(symbol.qualname, arg, isQualname), arg, '', meaning(description, arg)));
    return usage + list('Arguments', args) + list('Options', options);
  }
  if (!symbol.signature) return '';
  const sig = parseSignature(symbol.signature);
  const call = signatureHtml('Signature', formatCallForm(sig, symbol.kind === 'decorator' ? '@' : ''));
  const params = sig.params.map((p) => {
    const stars = p.marker === 'var-positional' ? '*' : p.marker === 'var-keyword' ? '**' : '';
    const detail = `${p.annotation ? `: ${p.annotation}` : ''}${p.default !== undefined ? ` = ${p.default}` : ''}`;
    return paramItem(
      paramAnchor(symbol.qualname, p.name, isQualname),
      stars + p.name,
      detail,
      paramNote(p.name) + meaning(description, p.name),
    );
  });
  return call + list('Parameters', params) + hiddenKwargsHtml(symbol);
}

/** The note (Markdown) for a call form that leaves out a `**kwargs` of the source, naming what it carries; null when none is hidden. */
export function hiddenKwargsNote(symbol: ApiSymbol): string | null {
  const names = symbol.hiddenKwargs;
  if (!names?.length) return null;
  return `Not shown: the source also takes \`**kwargs\`, which carries only hidden parameters (${names.map((n) => `\`${n}\``).join(', ')}). They are deprecated or internal, so this reference leaves them out.`;
}

/** That note as HTML, under the parameter list. */
export function hiddenKwargsHtml(symbol: ApiSymbol): string {
  const note = hiddenKwargsNote(symbol);
  return note ? `<p class="api-hidden-kwargs">${inlineMarkdownHtml(note)}</p>` : '';
}
