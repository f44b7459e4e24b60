import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../content/paths';

export type SymbolKind = 'class' | 'function' | 'decorator' | 'constant' | 'cli' | 'method';

/** One documented Python symbol, as listed in `content/api/symbols.json`. */
export interface ApiSymbol {
  name: string;
  qualname: string;
  kind: SymbolKind;
  signature: string | null;
  params?: string[];
  status?: 'experimental' | 'deprecated';
  prog?: string;
  members?: ApiSymbol[];
}

export interface ApiSection {
  heading: string;
  symbols: ApiSymbol[];
}

/** One API reference page: its route, its title and its symbols grouped in sections. */
export interface ApiPageData {
  route: string;
  title: string;
  index?: boolean;
  sections: ApiSection[];
}

interface SymbolsFile {
  pages: ApiPageData[];
}

export interface ApiManifest {
  pages: ApiPageData[];
  byQualname: Map<string, { symbol: ApiSymbol; route: string }>;
}

const cache = new Map<string, ApiManifest>();

/** The API manifest, read once. Routes are normalised (no trailing slash). */
export function getApiManifest(contentDir = CONTENT_DIR): ApiManifest {
  const cached = cache.get(contentDir);
  if (cached) return cached;
  const file = path.join(contentDir, 'api', 'symbols.json');
  const raw: SymbolsFile = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { pages: [] };
  const pages = raw.pages.map((p) => ({ ...p, route: p.route.replace(/\/$/, '') }));
  const byQualname = new Map<string, { symbol: ApiSymbol; route: string }>();
  for (const page of pages)
    for (const section of page.sections)
      for (const symbol of section.symbols) {
        byQualname.set(symbol.qualname, { symbol, route: page.route });
        for (const member of symbol.members ?? []) byQualname.set(member.qualname, { symbol: member, route: page.route });
      }
  const manifest = { pages, byQualname };
  cache.set(contentDir, manifest);
  return manifest;
}
