import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { inheritedMembers } from '../../lib/api/inherited.mjs';
import { documentsSymbols, getApiManifest, pageSymbols, type ApiSymbol } from '../../lib/api/symbols';
import { htmlPath, markdownPath } from '../../lib/files/routes';

// Runs after the build: every API entry shows the same notes in its HTML, its page's Markdown twin and llms-full.txt.
const manifest = getApiManifest();
const llmsFull = fs.readFileSync('out/llms-full.txt', 'utf8');
const exported = (file: string) => fs.readFileSync(path.join('out', file), 'utf8');

/** An entry's own part of its page's HTML: its heading and body, up to its first member or the next entry. */
function htmlEntry(html: string, qualname: string): string | null {
  const at = html.search(new RegExp(`<div class="api-symbol api-symbol--\\w+" id="${qualname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  if (at < 0) return null;
  const rest = html.slice(at + 1);
  const end = [rest.indexOf('<div class="api-symbol '), rest.indexOf('</section>')].filter((i) => i >= 0);
  return html.slice(at, at + 1 + Math.min(...end));
}

/** An entry's own part of its page's Markdown: from the line naming its anchor to the next heading outside code. */
function markdownEntry(md: string, route: string, qualname: string): string | null {
  const lines = md.split('\n');
  const at = lines.findIndex((l) => l.endsWith(`${route}#${qualname}`));
  if (at < 0) return null;
  let fenced = false;
  let end = at + 1;
  for (; end < lines.length; end++) {
    if (lines[end].startsWith('```')) fenced = !fenced;
    if (!fenced && /^#{1,6} /.test(lines[end])) break;
  }
  return lines.slice(at, end).join('\n');
}

const lookup = (q: string) => manifest.byQualname.get(q)?.symbol;

/** What an entry must show, by the data: [what, found in HTML, found in Markdown]. */
function expectations(symbol: ApiSymbol, html: string, md: string): [string, boolean, boolean][] {
  const out: [string, boolean, boolean][] = [];
  if (symbol.source) out.push(['Source', html.includes('class="api-source"'), /^Source: /m.test(md)]);
  if (symbol.status)
    out.push([`${symbol.status} badge`, html.includes(`badge--${symbol.status}"`), md.split('\n')[0].includes(symbol.status)]);
  for (const [param, p] of Object.entries(symbol.paramStatus ?? {}))
    out.push([`${param} ${p.status}`, html.includes(`badge--${p.status}"`), md.includes(`\`${param}\``) && md.includes(`**${p.status}**`)]);
  for (const h of symbol.history ?? []) {
    const label = `${h.change === 'added' ? 'Added' : 'Changed'} in ${h.version}`;
    out.push([label, html.includes(`>${label}</a>`), md.includes(`[${label}](${h.changelog})`)]);
  }
  for (const { base, members, overridden } of inheritedMembers(symbol, lookup))
    for (const label of [...(members.length ? ['Inherited from'] : []), ...(overridden.length ? ['Overrides members of'] : [])])
      out.push([
        `${label} ${base}`,
        html.includes(`${label} <a href="`) && html.includes(`<code>${base}</code>`),
        md.includes(`${label} [\`${base}\`]`),
      ]);
  // Used in comes from the code-link pass over the guides: what the HTML shows, the Markdown must show too.
  const usedIn = html.includes('Used in: ');
  out.push([`Used in (${usedIn ? 'shown' : 'none'})`, true, md.includes('Used in: ') === usedIn]);
  return out;
}

test('every API entry shows Source, status badges, history, inherited members and Used in alike in HTML, Markdown and llms-full', () => {
  const missing: string[] = [];
  let entries = 0;
  let notes = 0;
  for (const page of manifest.pages.filter(documentsSymbols)) {
    const html = exported(htmlPath(page.route));
    const md = exported(markdownPath(page.route));
    for (const symbol of pageSymbols(page)) {
      if (manifest.byQualname.get(symbol.qualname)?.route !== page.route) continue;
      const h = htmlEntry(html, symbol.qualname);
      const m = markdownEntry(md, page.route, symbol.qualname);
      if (!h || !m) {
        missing.push(`${page.route} ${symbol.qualname}: ${h ? '' : 'no HTML entry '}${m ? '' : 'no Markdown entry'}`);
        continue;
      }
      entries++;
      if (!llmsFull.includes(m)) missing.push(`${page.route} ${symbol.qualname}: llms-full.txt differs from the Markdown twin`);
      for (const [what, inHtml, inMd] of expectations(symbol, h, m)) {
        notes++;
        if (!inHtml || !inMd)
          missing.push(
            `${page.route} ${symbol.qualname}: ${what} missing from ${[!inHtml && 'HTML', !inMd && 'Markdown'].filter(Boolean).join(' and ')}`,
          );
      }
    }
  }
  assert.ok(entries > 1400, `${entries} entries checked`);
  console.log(`${entries} entries, ${notes} notes checked`);
  assert.deepEqual(missing, []);
});
