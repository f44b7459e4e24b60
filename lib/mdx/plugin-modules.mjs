import rehypeShiki from '@shikijs/rehype';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { mdxPlugins } from './pipeline.mjs';
import rehypeCodeLinks from './rehype-code-links.mjs';
import rehypeSections from './rehype-sections.mjs';
import rehypeShikiClasses from './rehype-shiki-classes.mjs';
import rehypeStaticCode from './rehype-static-code.mjs';
import rehypeStaticHtml from './rehype-static-html.mjs';
import remarkCodeBlocks from './remark-code-blocks.mjs';
import remarkHeadingIds from './remark-heading-ids.mjs';

/**
 * The plugin modules behind the names in pipeline.mjs, for compiling MDX outside the bundler (the live
 * compile under `next dev`, tests). Turbopack loads the same modules by name.
 */
/** @type {Record<string, import('unified').Plugin<any[], any, any>>} */
const PLUGINS = {
  'remark-frontmatter': remarkFrontmatter,
  'remark-gfm': remarkGfm,
  'local:remark-code-blocks.mjs': remarkCodeBlocks,
  'local:remark-heading-ids.mjs': remarkHeadingIds,
  'rehype-autolink-headings': rehypeAutolinkHeadings,
  '@shikijs/rehype': rehypeShiki,
  'local:rehype-code-links.mjs': rehypeCodeLinks,
  'local:rehype-shiki-classes.mjs': rehypeShikiClasses,
  'local:rehype-static-code.mjs': rehypeStaticCode,
  'local:rehype-sections.mjs': rehypeSections,
  'local:rehype-static-html.mjs': rehypeStaticHtml,
};

/** @param {import('./pipeline.mjs').PluginSpec[]} specs @returns {import('unified').PluggableList} */
function resolvePlugins(specs) {
  return specs.map((spec) => {
    const [name, options] = typeof spec === 'string' ? [spec, undefined] : spec;
    const plugin = PLUGINS[name];
    if (!plugin) throw new Error(`lib/mdx/plugin-modules.mjs has no module for the MDX plugin ${name}`);
    return options === undefined ? plugin : [plugin, options];
  });
}

/**
 * The site's remark and rehype plugins as modules. @param {string} apiDigest see mdxPlugins
 * @param {{ skip?: string[] }} [options] plugin names to leave out (tests compare with and without one)
 */
export function pluginModules(apiDigest, { skip = [] } = {}) {
  const { remarkPlugins, rehypePlugins } = mdxPlugins((name) => `local:${name}`, apiDigest);
  const kept = (/** @type {import('./pipeline.mjs').PluginSpec[]} */ specs) =>
    specs.filter((spec) => !skip.includes(typeof spec === 'string' ? spec : spec[0]));
  return { remarkPlugins: resolvePlugins(kept(remarkPlugins)), rehypePlugins: resolvePlugins(kept(rehypePlugins)) };
}
