import type { MDXComponents } from 'mdx/types';
import { LIVE_CONTENT } from '../files/live';
import { type MdxModule, pageModule } from './page-module';

/**
 * The compiled MDX of a content file: bundled at build time through the generated import map, or, under
 * `next dev`, compiled on request (lib/page-modules/compile-live.ts).
 */
export async function importDoc(file: string, components: MDXComponents): Promise<MdxModule> {
  if (LIVE_CONTENT) return pageModule(file, await (await import('./compile-live')).compileLive(file, components));
  const { mdxImports } = await import('./mdx-imports.generated');
  const load = mdxImports[file];
  if (!load) throw new Error(`${file} is not in lib/page-modules/mdx-imports.generated.ts: run scripts/write-mdx-imports.ts`);
  return pageModule(file, await load());
}
