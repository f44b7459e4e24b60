import type { ComponentType } from 'react';
import { LIVE_CONTENT } from '../files/live';

/** What a compiled MDX page module exports. */
export interface MdxModule {
  default: ComponentType;
}

/**
 * The compiled MDX of a content file: bundled at build time through the generated import map, or, under
 * `next dev`, compiled on request (lib/content/compile-live.ts).
 */
export async function importDoc(file: string): Promise<MdxModule> {
  if (LIVE_CONTENT) return pageModule(file, await (await import('./compile-live')).compileLive(file));
  const { mdxImports } = await import('./mdx-imports.generated');
  const load = mdxImports[file];
  if (!load) throw new Error(`${file} is not in lib/content/mdx-imports.generated.ts: run scripts/write-mdx-imports.ts`);
  return pageModule(file, await load());
}

/** A page module must have a default export (the page component): without one the page fails to build. */
export function pageModule(file: string, module: Partial<MdxModule>): MdxModule {
  if (typeof module.default !== 'function') throw new Error(`${file} has no default export: a page must export its component as default`);
  return module as MdxModule;
}
