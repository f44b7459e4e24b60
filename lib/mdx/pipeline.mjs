// The MDX plugins of every page, in order, named by module so that Turbopack (which needs plugins as
// strings with JSON options) and the live compile under `next dev` (lib/page-modules/compile-live.ts) use
// one list. `local(file)` names a plugin of lib/mdx.

/** How code is coloured: shared by MDX code blocks and code highlighted at build time (lib/page-data/highlight.ts). */
export const shikiColouring = {
  themes: { light: 'github-light-default', dark: 'github-dark' },
  defaultColor: /** @type {false} */ (false),
  // github-dark's comments (#6a737d) have 3.0:1 contrast on its background; WCAG AA asks 4.5:1 (5.3:1 here).
  colorReplacements: { 'github-dark': { '#6a737d': '#959da5' } },
  // Shiki stops colouring a line after 500 ms by default: on a loaded machine some lines then lost their token
  // classes, so the same source built into different HTML. No limit: the build's output never depends on its speed.
  tokenizeTimeLimit: 0,
};

export const shikiOptions = {
  ...shikiColouring,
  langs: [
    'python',
    'bash',
    'shell',
    'diff',
    'json',
    'yaml',
    'docker',
    'dockerfile',
    'sql',
    'toml',
    'text',
    'ini',
    'javascript',
    'typescript',
    'html',
    'xml',
    'hcl',
    'graphql',
  ],
  langAlias: {
    py: 'python',
    sh: 'bash',
    yml: 'yaml',
    console: 'bash',
    txt: 'text',
    plaintext: 'text',
    Dockerfile: 'dockerfile',
    tf: 'hcl',
  },
  fallbackLanguage: 'text',
  defaultLanguage: 'text',
  addLanguageClass: true,
};

/** @typedef {string | [name: string, options: unknown]} PluginSpec a plugin named by module, with its options */

/**
 * @param {(file: string) => string} local @param {string} apiDigest a hash of the API data (code links depend on it)
 * @returns {{ remarkPlugins: PluginSpec[], rehypePlugins: PluginSpec[] }}
 */
export function mdxPlugins(local, apiDigest) {
  return {
    remarkPlugins: ['remark-frontmatter', 'remark-gfm', local('remark-code-blocks.mjs'), local('remark-heading-ids.mjs')],
    rehypePlugins: [
      [
        'rehype-autolink-headings',
        {
          behavior: 'append',
          properties: { className: ['hash-link'], ariaLabel: 'Direct link to this heading', tabIndex: -1 },
          content: { type: 'text', value: '#' },
        },
      ],
      local('rehype-sections.mjs'),
      ['@shikijs/rehype', shikiOptions],
      [local('rehype-code-links.mjs'), { apiData: apiDigest }],
      local('rehype-shiki-classes.mjs'),
      local('rehype-static-code.mjs'),
      local('rehype-static-html.mjs'),
    ],
  };
}
