import { getPageDescriptions } from '../api/descriptions';
import { formatCallForm, parseSignature } from '../api/signature';
import { getApiManifest, type ApiPageData, type ApiSymbol } from '../api/symbols';
import { site } from '../site/config';

/** Descriptions use root-relative links; in Markdown served elsewhere they must be absolute. */
const absolutizeLinks = (text: string) => text.replace(/\]\((\/[^)]*)\)/g, (_, href: string) => `](${site.url}${href})`);

const oneLine = (text: string) => absolutizeLinks(text.replace(/\s+/g, ' ').trim());

/** `- \`name\` (type, default x): meaning` for each parameter of a call form, or each CLI option. */
function parameterLines(symbol: ApiSymbol, params: Record<string, string>): string[] {
  const meaning = (name: string) => params[name] ?? params[name.toLowerCase()];
  if (symbol.kind === 'cli')
    return (symbol.options ?? []).map((o) => {
      const detail = [o.metavar, o.default !== undefined && o.default !== null && o.default !== '' && o.default !== false ? `default ${String(o.default)}` : ''].filter(Boolean).join(', ');
      const text = meaning(o.name);
      return `- \`${[o.flags].flat().join(', ') || o.name}\`${detail ? ` (${detail})` : ''}${text ? `: ${oneLine(text)}` : ''}`;
    });
  if (!symbol.signature) return Object.entries(params).map(([name, text]) => `- \`${name}\`: ${oneLine(text)}`);
  return parseSignature(symbol.signature).params.map((p) => {
    const stars = p.marker === 'var-positional' ? '*' : p.marker === 'var-keyword' ? '**' : '';
    const detail = [p.annotation, p.default !== undefined ? `default ${p.default}` : ''].filter(Boolean).join(', ');
    const text = meaning(p.name);
    return `- \`${stars}${p.name}\`${detail ? ` (${detail})` : ''}${text ? `: ${oneLine(text)}` : ''}`;
  });
}

function symbolMarkdown(symbol: ApiSymbol, route: string, depth: number): string[] {
  const description = getPageDescriptions(route).symbols[symbol.qualname];
  const name = symbol.kind === 'cli' && symbol.prog ? symbol.prog : symbol.qualname;
  const lines = [`${'#'.repeat(depth)} ${symbol.kind === 'decorator' ? '@' : ''}${name}`, ''];
  const badges = [symbol.kind, symbol.status, symbol.added ? `added in ${symbol.added}` : ''].filter(Boolean).join(', ');
  lines.push(`_${badges}_ · ${site.url}${route}#${symbol.qualname}`, '');
  if (symbol.kind === 'cli' && symbol.usage) lines.push('```bash', symbol.usage, '```', '');
  else if (symbol.signature) lines.push('```python', formatCallForm(parseSignature(symbol.signature), symbol.kind === 'decorator' ? '@' : ''), '```', '');
  if (description) {
    lines.push(absolutizeLinks(description.summary.trim()), '');
    if (description.details) lines.push(absolutizeLinks(description.details.trim()), '');
  }
  const params = parameterLines(symbol, description?.params ?? {});
  if (params.length) lines.push(symbol.kind === 'cli' ? 'Options:' : 'Parameters:', '', ...params, '');
  if (description?.example) lines.push('Example:', '', '```python', description.example.trimEnd(), '```', '');
  for (const member of symbol.members ?? []) lines.push(...symbolMarkdown(member, route, Math.min(depth + 1, 6)));
  return lines;
}

/** An API reference page as Markdown: intro, then each section and symbol with its call form, parameters and example. */
export function apiToMarkdown(api: ApiPageData, page: { title: string; description: string }): string {
  const intro = getPageDescriptions(api.route).intro;
  const lines = [`# ${page.title}`, '', page.description, ''];
  if (intro) lines.push(absolutizeLinks(intro.trim()), '');
  const byQualname = getApiManifest().byQualname;
  for (const section of api.sections) {
    lines.push(`## ${section.heading}`, '');
    for (const symbol of section.symbols) lines.push(...symbolMarkdown(symbol, api.route, 3));
    const see = (section.see ?? []).flatMap((q) => {
      const target = byQualname.get(q);
      return target ? [`[\`${q}\`](${site.url}${target.route}#${q})`] : [];
    });
    if (see.length) lines.push(`See also: ${see.join(', ')}`, '');
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
