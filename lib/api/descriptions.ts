import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { filesStamp, stampedCache } from '../files/live';
import { CONTENT_DIR } from '../files/content-dir';

/** Our own words about one symbol, kept in content/api/descriptions/<page>.yaml. */
export interface SymbolDescription {
  /** One sentence: what it is and when to use it. */
  summary: string;
  /** Further paragraphs (Markdown inline code and links allowed), separated by blank lines. */
  details?: string;
  /** Meaning of each parameter (CLI: option name such as `--port`, or argument), by name. */
  params?: Record<string, string>;
  /** A short complete Python example. */
  example?: string;
}

export interface PageDescriptions {
  /** Introduction shown above the page's sections. */
  intro?: string;
  symbols: Record<string, SymbolDescription>;
}

/** `/api/libraries/dagster-dbt` -> `content/api/descriptions/libraries/dagster-dbt.yaml` */
export function descriptionsFile(route: string, contentDir = CONTENT_DIR): string {
  return path.join(contentDir, 'api', 'descriptions', `${route.replace(/^\/api\//, '')}.yaml`);
}

const cache = stampedCache<PageDescriptions>();

/** Reads a page's descriptions once per process (the page and the search index both need them). */
export function getPageDescriptions(route: string, contentDir = CONTENT_DIR): PageDescriptions {
  const file = descriptionsFile(route, contentDir);
  return cache(
    file,
    () => filesStamp([file]),
    () => {
      const data = fs.existsSync(file) ? (parse(fs.readFileSync(file, 'utf8')) as Partial<PageDescriptions> | null) : null;
      return { intro: data?.intro, symbols: data?.symbols ?? {} };
    },
  );
}
