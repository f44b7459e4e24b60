import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluate } from '@mdx-js/mdx';
import rehypeShiki from '@shikijs/rehype';
import * as runtime from 'react/jsx-runtime';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { PluggableList } from 'unified';
import { useMDXComponents } from '../../mdx-components';
import { mdxPlugins } from '../mdx/pipeline.mjs';
import rehypeCodeLinks from '../mdx/rehype-code-links.mjs';
import rehypeShikiClasses from '../mdx/rehype-shiki-classes.mjs';
import rehypeStaticCode from '../mdx/rehype-static-code.mjs';
import rehypeTocExport from '../mdx/rehype-toc-export.mjs';
import remarkCodeBlocks from '../mdx/remark-code-blocks.mjs';
import type { MdxModule } from './import-doc';
import { filesStamp, stampedCache } from './live';
import { CONTENT_DIR } from './paths';

/** The plugin modules behind the names in lib/mdx/pipeline.mjs. */
const PLUGINS: Record<string, unknown> = {
  'remark-frontmatter': remarkFrontmatter,
  'remark-gfm': remarkGfm,
  'local:remark-code-blocks.mjs': remarkCodeBlocks,
  'rehype-slug': rehypeSlug,
  'local:rehype-toc-export.mjs': rehypeTocExport,
  'rehype-autolink-headings': rehypeAutolinkHeadings,
  '@shikijs/rehype': rehypeShiki,
  'local:rehype-code-links.mjs': rehypeCodeLinks,
  'local:rehype-shiki-classes.mjs': rehypeShikiClasses,
  'local:rehype-static-code.mjs': rehypeStaticCode,
};

function resolvePlugins(specs: (string | unknown[])[]): PluggableList {
  return specs.map((spec) => {
    const [name, options] = typeof spec === 'string' ? [spec, undefined] : (spec as [string, unknown]);
    const plugin = PLUGINS[name];
    if (!plugin) throw new Error(`lib/content/compile-live.ts has no module for the MDX plugin ${name}`);
    return (options === undefined ? plugin : [plugin, options]) as PluggableList[number];
  });
}

const compiled = stampedCache<Promise<MdxModule>>();

/**
 * Under `next dev`, pages are compiled on request with the same plugins instead of through the bundler's
 * import map: the server starts without compiling every page, a new page needs no import-map update, and
 * an edit recompiles only its page. Syntax errors name the file, line and column.
 */
export function compileLive(file: string): Promise<MdxModule> {
  const full = path.join(CONTENT_DIR, file);
  return compiled(full, () => filesStamp([full, path.join(CONTENT_DIR, 'api', 'symbols.json')]), async () => {
    const { remarkPlugins, rehypePlugins } = mdxPlugins((name: string) => `local:${name}`, 'live') // the cache below already keys on symbols.json;
    try {
      return (await evaluate(fs.readFileSync(full, 'utf8'), {
        ...runtime,
        useMDXComponents: () => useMDXComponents({}),
        baseUrl: pathToFileURL(full),
        remarkPlugins: resolvePlugins(remarkPlugins),
        rehypePlugins: resolvePlugins(rehypePlugins),
      })) as unknown as MdxModule;
    } catch (error) {
      const reason = (error as Error).message;
      const [, line = '1', column = '1'] = /(\d+):(\d+)(?:-\d+:\d+)?\)?$/.exec(reason) ?? [];
      throw new Error(`${file}:${line}:${column}: MDX does not compile: ${reason}`);
    }
  });
}
