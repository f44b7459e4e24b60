import type { ComponentType } from 'react';
import { mdxImports } from './mdx-imports.generated';
import type { TocEntry } from './toc';

/** What a compiled MDX page module exports. */
export interface MdxModule {
  default: ComponentType;
  toc: TocEntry[];
}

/** Imports the compiled MDX of a content file (bundled at build time). */
export async function importDoc(file: string): Promise<MdxModule> {
  const load = mdxImports[file];
  if (!load) throw new Error(`${file} is not in lib/content/mdx-imports.generated.ts: run scripts/write-mdx-imports.ts`);
  return load();
}
