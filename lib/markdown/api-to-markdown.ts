import { getPageDescriptions } from '../api/descriptions';
import { paramStatusMd, symbolNotesMarkdown } from '../api/notes';
import { hiddenKwargsNote } from '../api/render';
import { formatCallForm, parseSignature } from '../api/signature';
import { descriptionsRoute, getApiManifest, symbolLabel, type ApiPageData, type ApiSymbol } from '../api/symbols';
import { getSiteContentIndex } from '../content/content-index';
import { usedInIndex } from '../content/used-in';
import { site } from '../site/config';
import { sourceMarkdown } from '../api/source';

/** Descriptions use root-relative links; in Markdown served elsewhere they must be absolute. */
const absolutizeLinks = (text: string) => text.replace(/\]\((\/[^)]*)\)/g, (_, href: string) => `](${site.url}${href})`);

const absolute = (href: string) => `${site.url}${href}`;

const oneLine = (text: string) => absolutizeLinks(text.replace(/\s+/g, ' ').trim());

/** `- \`name\` (type, default x): meaning` for each parameter of a call form, or each CLI option. */
function parameterLines(symbol: ApiSymbol, params: Record<string, string>): string[] {
  const meaning = (name: string) => params[name] ?? params[name.toLowerCase()];
  if (symbol.kind === 'cli')
    return (symbol.options ?? []).map((o) => {
      const detail = [
        o.metavar,
        o.default !== undefined && o.default !== null && o.default !== '' && o.default !== false ? `default ${String(o.default)}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      const text = meaning(o.name);
      return `- \`${[o.flags].flat().join(', ') || o.name}\`${detail ? ` (${detail})` : ''}${text ? `: ${oneLine(text)}` : ''}`;
    });
  if (!symbol.signature) return Object.entries(params).map(([name, text]) => `- \`${name}\`: ${oneLine(text)}`);
  return parseSignature(symbol.signature).params.map((p) => {
    const stars = p.marker === 'var-positional' ? '*' : p.marker === 'var-keyword' ? '**' : '';
    const detail = [p.annotation, p.default !== undefined ? `default ${p.default}` : ''].filter(Boolean).join(', ');
    const text = meaning(p.name);
    const status = paramStatusMd(symbol.paramStatus?.[p.name], getApiManifest(), absolute);
    return `- \`${stars}${p.name}\`${detail ? ` (${detail})` : ''}${status}${text ? `: ${oneLine(text)}` : ''}`;
  });
}

function symbolMarkdown(symbol: ApiSymbol, page: ApiPageData, depth: number): string[] {
  const route = page.route;
  const description = getPageDescriptions(descriptionsRoute(page)).symbols[symbol.qualname];
  const lines = [`${'#'.repeat(depth)} ${symbolLabel(symbol)}`, ''];
  const badges = [symbol.kind, symbol.status, symbol.added ? `added in ${symbol.added}` : ''].filter(Boolean).join(', ');
  lines.push(`_${badges}_ · ${site.url}${route}#${symbol.qualname}`, '');
  const source = sourceMarkdown(symbol.source);
  if (source) lines.push(source, '');
  if (symbol.kind === 'cli' && symbol.usage) lines.push('```bash', symbol.usage, '```', '');
  else if (symbol.signature)
    lines.push('```python', formatCallForm(parseSignature(symbol.signature), symbol.kind === 'decorator' ? '@' : ''), '```', '');
  if (description) {
    lines.push(absolutizeLinks(description.summary.trim()), '');
    if (description.details) lines.push(absolutizeLinks(description.details.trim()), '');
  }
  const params = parameterLines(symbol, description?.params ?? {});
  if (params.length) lines.push(symbol.kind === 'cli' ? 'Options:' : 'Parameters:', '', ...params, '');
  const hidden = hiddenKwargsNote(symbol);
  if (hidden) lines.push(hidden, '');
  if (description?.example) lines.push('Example:', '', '```python', description.example.trimEnd(), '```', '');
  const usedIn = usedInIndex(getSiteContentIndex()).get(symbol.qualname) ?? [];
  lines.push(...symbolNotesMarkdown(symbol, getApiManifest(), usedIn, absolute));
  for (const member of symbol.members ?? []) lines.push(...symbolMarkdown(member, page, Math.min(depth + 1, 6)));
  return lines;
}

/** An API reference page as Markdown: intro, then each section and symbol with its call form, parameters and example. */
export function apiToMarkdown(api: ApiPageData, page: { title: string; description: string }): string {
  const descriptions = getPageDescriptions(descriptionsRoute(api));
  const lines = [`# ${page.title}`, '', page.description, ''];
  if (descriptions.intro && !api.partOf) lines.push(absolutizeLinks(descriptions.intro.trim()), '');
  const byQualname = getApiManifest().byQualname;
  for (const section of api.sections) {
    lines.push(`## ${section.heading}`, '');
    const part = api.parts?.find((p) => p.heading === section.heading);
    if (part) {
      // A split module's overview: each symbol links to the section page that documents it.
      lines.push(`Documented on ${site.url}${part.route}`, '');
      const entry = (symbol: ApiSymbol, indent: string): string[] => [
        `${indent}- [\`${symbol.qualname}\`](${site.url}${part.route}#${symbol.qualname})${descriptions.symbols[symbol.qualname] ? `: ${oneLine(descriptions.symbols[symbol.qualname].summary)}` : ''}`,
        ...(symbol.members ?? []).flatMap((m) => entry(m, `${indent}  `)),
      ];
      lines.push(...section.symbols.flatMap((symbol) => entry(symbol, '')), '');
    } else for (const symbol of section.symbols) lines.push(...symbolMarkdown(symbol, api, 3));
    const see = (section.see ?? []).flatMap((q) => {
      const target = byQualname.get(q);
      return target ? [`[\`${q}\`](${site.url}${target.route}#${q})`] : [];
    });
    if (see.length) lines.push(`See also: ${see.join(', ')}`, '');
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
