import type { CSSProperties } from 'react';
import { descriptionsRoute, getApiManifest, symbolLabel, type ApiPageData, type ApiSymbol } from '@/lib/api/symbols';
import { getPageDescriptions, type SymbolDescription } from '@/lib/api/descriptions';
import { apiSectionIds } from '@/lib/content/api-doc';
import { escapeHtml } from '@/lib/html';
import { callFormHtml, paragraphsHtml } from '@/lib/api/render';
import { paramStatusHtml, STATUS_HREF, symbolNotesHtml } from '@/lib/api/notes';
import { getSiteContentIndex } from '@/lib/content/content-index';
import { usedInIndex } from '@/lib/content/used-in';
import { highlight } from '@/lib/page-data/highlight';
import { sourceHtml } from '@/lib/api/source';
import { OVERVIEW_ANCHOR_SCRIPT, partAnchorScript } from '@/lib/api/part-anchors';
import { codeLineCount, htmlBlockText, lazyBlockHeights, sumBlockText, type BlockText } from '@/lib/site/lazy-block-size.mjs';

const KIND_LABEL: Record<string, string> = { cli: 'CLI command' };

/** Everything below a symbol's heading except its members, as one static HTML string. */
async function symbolBodyHtml(symbol: ApiSymbol, description: SymbolDescription | undefined): Promise<string> {
  const manifest = getApiManifest();
  let html = callFormHtml(
    symbol,
    description,
    (id) => manifest.byQualname.has(id),
    (name) => paramStatusHtml(symbol.paramStatus?.[name], manifest),
  );
  if (description) html = paragraphsHtml([description.summary, description.details].filter(Boolean).join('\n\n')) + html;
  const example = description?.example?.trimEnd();
  if (example)
    html += `<p class="api-params-title">Example</p><div class="code-block-pre" style="--code-lines:${codeLineCount(example)}">${await highlight(example, 'python')}</div>`;
  return (
    sourceHtml(symbol.source) + html + symbolNotesHtml(symbol, manifest, usedInIndex(getSiteContentIndex()).get(symbol.qualname) ?? [])
  );
}

/** A symbol with its body's HTML, and its members likewise: rendered before the block, so that its size is known. */
type RenderedSymbol = { symbol: ApiSymbol; bodyHtml: string; members: RenderedSymbol[] };

async function renderSymbol(symbol: ApiSymbol, descriptions: Record<string, SymbolDescription>): Promise<RenderedSymbol> {
  return {
    symbol,
    bodyHtml: await symbolBodyHtml(symbol, descriptions[symbol.qualname]),
    members: await Promise.all((symbol.members ?? []).map((member) => renderSymbol(member, descriptions))),
  };
}

/** The text of a symbol's block, heading and members included, for its placeholder height. */
function symbolText({ symbol, bodyHtml, members }: RenderedSymbol): BlockText {
  const heading = { chars: symbolLabel(symbol).length + symbol.kind.length + 2, codeLines: 0, codeBlocks: 0, blocks: 1 };
  return sumBlockText([heading, htmlBlockText(bodyHtml), ...members.map(symbolText)]);
}

function SymbolBlock({ rendered, depth, top }: { rendered: RenderedSymbol; depth: 2 | 3 | 4; top?: boolean }) {
  const { symbol, bodyHtml, members } = rendered;
  const Heading = (['h2', 'h3', 'h4'] as const)[depth - 2];
  return (
    <div
      className={`api-symbol api-symbol--${symbol.kind}`}
      id={symbol.qualname}
      // A page's top symbols wait for the viewport, as tall as their text makes them (components/docs/doc-page.css).
      style={top ? (lazyBlockHeights('apiSymbol', symbolText(rendered)) as CSSProperties) : undefined}
    >
      <Heading className="api-symbol-name">
        <code>{symbolLabel(symbol)}</code>
        <span className={`badge badge--kind badge--${symbol.kind}`}>{KIND_LABEL[symbol.kind] ?? symbol.kind}</span>
        {symbol.status && (
          <a className={`badge badge--${symbol.status}`} href={STATUS_HREF}>
            {symbol.status}
          </a>
        )}
        {symbol.added && <span className="badge badge--added">Added in {symbol.added}</span>}
        <a className="hash-link" href={`#${symbol.qualname}`} aria-label={`Direct link to ${symbol.qualname}`}>
          #
        </a>
      </Heading>
      <div className="api-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {members.map((member) => (
        <SymbolBlock key={member.symbol.qualname} rendered={member} depth={depth === 2 ? 3 : 4} />
      ))}
    </div>
  );
}

/** "See also" links from a section to symbols documented canonically on other pages. */
function seeAlsoHtml(see: string[]): string {
  const manifest = getApiManifest();
  const links = see.map((qualname) => {
    const entry = manifest.byQualname.get(qualname);
    if (!entry) throw new Error(`API section 'see' names ${qualname}, which no API page documents`);
    return `<a href="${entry.route}#${escapeHtml(qualname)}"><code>${escapeHtml(qualname)}</code></a>`;
  });
  return `See also: ${links.join(', ')}.`;
}

/** One symbol of a split module's overview: its name linking to its entry, kind, summary; members nested. */
function overviewEntryHtml(symbol: ApiSymbol, partRoute: string, descriptions: Record<string, SymbolDescription>): string {
  const summary = descriptions[symbol.qualname]?.summary;
  const members = symbol.members?.length
    ? `<ul>${symbol.members.map((m) => overviewEntryHtml(m, partRoute, descriptions)).join('')}</ul>`
    : '';
  return (
    `<li id="${escapeHtml(symbol.qualname)}" data-part="${partRoute}"><a href="${partRoute}#${escapeHtml(symbol.qualname)}"><code>${escapeHtml(symbolLabel(symbol))}</code></a>` +
    ` <span class="badge badge--kind badge--${symbol.kind}">${KIND_LABEL[symbol.kind] ?? symbol.kind}</span>` +
    `${summary ? ` ${paragraphsHtml(summary).replace(/^<p>|<\/p>$/g, '')}` : ''}${members}</li>`
  );
}

/** A Python API reference page: sections and symbols from the manifest, with our descriptions. */
export async function ApiPage({ api }: { api: ApiPageData }) {
  const descriptions = getPageDescriptions(descriptionsRoute(api));
  const sectionIds = apiSectionIds(api);
  // A section split into parts lists its symbols here and documents them on the parts' pages.
  const rendered = await Promise.all(
    api.sections.map((section) =>
      api.parts?.some((p) => p.heading === section.heading)
        ? []
        : Promise.all(section.symbols.map((symbol) => renderSymbol(symbol, descriptions.symbols))),
    ),
  );
  return (
    <>
      {descriptions.intro && !api.partOf && (
        <div className="api-intro" dangerouslySetInnerHTML={{ __html: paragraphsHtml(descriptions.intro) }} />
      )}
      {api.sections.map((section, i) => {
        const part = api.parts?.find((p) => p.heading === section.heading);
        return (
          <section key={section.heading} className="api-section">
            {/* A section page's title is its section's heading. */}
            {!api.partOf && <h2 id={sectionIds[i]}>{section.heading}</h2>}
            {section.see?.length ? <p className="api-see" dangerouslySetInnerHTML={{ __html: seeAlsoHtml(section.see) }} /> : null}
            {part ? (
              <ul
                className="api-overview"
                dangerouslySetInnerHTML={{
                  __html: section.symbols.map((s) => overviewEntryHtml(s, part.route, descriptions.symbols)).join(''),
                }}
              />
            ) : (
              // On a section page the symbols are the page's top headings (h2), under its title.
              rendered[i].map((symbol) => <SymbolBlock key={symbol.symbol.qualname} rendered={symbol} depth={api.partOf ? 2 : 3} top />)
            )}
          </section>
        );
      })}
      {api.parts && <script dangerouslySetInnerHTML={{ __html: OVERVIEW_ANCHOR_SCRIPT }} />}
      {api.partOf && <script dangerouslySetInnerHTML={{ __html: partAnchorScript(api.partOf) }} />}
    </>
  );
}
