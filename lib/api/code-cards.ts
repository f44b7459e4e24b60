import fs from 'node:fs';
import path from 'node:path';
import { getPageDescriptions } from './descriptions';
import { formatCallForm, parseSignature } from './signature';
import { descriptionsRoute, documentsSymbols, pageSymbols, symbolLabel, type ApiManifest, type ApiSymbol } from './symbols';

/**
 * The hover cards of code links (components/mdx/code-card.behavior.ts): one small JSON file per API page, fetched on
 * a reader's first hover, focus or long-press of a link into that page, so that no page's HTML carries them.
 */
export const CODE_CARDS_DIR = 'api-cards';

/** The cards file of an API route: `/api/assets/asset-definitions` -> `/api-cards/assets/asset-definitions.json`. */
export const codeCardsUrl = (route: string) => `/${CODE_CARDS_DIR}${route.replace(/^\/api/, '')}.json`;

/** A description's Markdown subset as plain text: `code` and [links](…) keep their words. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*|`([^`]+)`/g, (_, bold, code) => bold ?? code)
    .replace(/\s+/g, ' ')
    .trim();

/** A card's call form is at most this long: past it, the parameters that do not fit are left out as `…`. */
const CARD_CALL_LENGTH = 240;

/** A card: what the reader would write (call form on one line, usage line, or the name) and the summary. */
function card(symbol: ApiSymbol, summary: string | undefined): [string, string] {
  let call = symbolLabel(symbol);
  if (symbol.kind === 'cli' && symbol.usage) call = symbol.usage;
  else if (symbol.signature)
    try {
      call = formatCallForm(parseSignature(symbol.signature), symbol.kind === 'decorator' ? '@' : '', Number.POSITIVE_INFINITY);
      if (call.length > CARD_CALL_LENGTH) call = `${call.slice(0, call.lastIndexOf(', ', CARD_CALL_LENGTH))}, …)`;
    } catch {}
  return [call, summary ? plainText(summary) : ''];
}

/** Every API page's cards, by the route of the page: qualname -> [call form, summary]. */
export function codeCards(manifest: ApiManifest): Map<string, Record<string, [string, string]>> {
  const cards = new Map<string, Record<string, [string, string]>>();
  for (const page of manifest.pages.filter(documentsSymbols)) {
    const descriptions = getPageDescriptions(descriptionsRoute(page)).symbols;
    cards.set(page.route, Object.fromEntries(pageSymbols(page).map((s) => [s.qualname, card(s, descriptions[s.qualname]?.summary)])));
  }
  return cards;
}

export function writeCodeCards(outDir: string, manifest: ApiManifest): number {
  const cards = codeCards(manifest);
  for (const [route, data] of cards) {
    const file = path.join(outDir, codeCardsUrl(route));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(data));
  }
  return cards.size;
}
