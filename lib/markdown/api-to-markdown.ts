import { getPageDescriptions } from '../api/descriptions';
import { formatSignature } from '../api/signature';
import type { ApiPageData, ApiSymbol } from '../api/symbols';
import { site } from '../site/config';

/** Descriptions use root-relative links; in Markdown served elsewhere they must be absolute. */
const absolutizeLinks = (text: string) => text.replace(/\]\((\/[^)]*)\)/g, (_, href: string) => `](${site.url}${href})`);

function symbolMarkdown(symbol: ApiSymbol, route: string, depth: number): string[] {
  const description = getPageDescriptions(route).symbols[symbol.qualname];
  const name = symbol.kind === 'cli' && symbol.prog ? symbol.prog : symbol.qualname;
  const lines = [`${'#'.repeat(depth)} ${symbol.kind === 'decorator' ? '@' : ''}${name}`, ''];
  const badges = [symbol.kind, symbol.status].filter(Boolean).join(', ');
  lines.push(`_${badges}_ · ${site.url}${route}#${symbol.qualname}`, '');
  if (symbol.signature) lines.push('```python', formatSignature(symbol.kind === 'decorator' ? `@${symbol.signature}` : symbol.signature), '```', '');
  if (description) {
    lines.push(absolutizeLinks(description.summary.trim()), '');
    if (description.details) lines.push(absolutizeLinks(description.details.trim()), '');
    const params = Object.entries(description.params ?? {});
    if (params.length) {
      lines.push('Parameters:', '');
      for (const [param, meaning] of params) lines.push(`- \`${param}\`: ${absolutizeLinks(meaning.replace(/\s+/g, ' ').trim())}`);
      lines.push('');
    }
    if (description.example) lines.push('Example:', '', '```python', description.example.trimEnd(), '```', '');
  }
  for (const member of symbol.members ?? []) lines.push(...symbolMarkdown(member, route, depth + 1));
  return lines;
}

/** An API reference page as Markdown: intro, then each section and symbol with its call form, parameters and example. */
export function apiToMarkdown(api: ApiPageData, page: { title: string; description: string }): string {
  const intro = getPageDescriptions(api.route).intro;
  const lines = [`# ${page.title}`, '', page.description, ''];
  if (intro) lines.push(absolutizeLinks(intro.trim()), '');
  for (const section of api.sections) {
    lines.push(`## ${section.heading}`, '');
    for (const symbol of section.symbols) lines.push(...symbolMarkdown(symbol, api.route, 3));
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}
