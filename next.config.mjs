import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import createMDX from '@next/mdx';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { MERMAID_MODULE_URL } from './lib/public-assets/vendor-mermaid.mjs';
import { mdxPlugins, shikiOptions } from './lib/mdx/pipeline.mjs';

// Under Turbopack, MDX plugins must be named by string (absolute paths for local ones) with JSON options.
const local = (/** @type {string} */ file) => path.resolve('lib/mdx', file);

export { shikiOptions };

// Code blocks link to the API reference, so compiled MDX depends on the API data: its hash is part of the
// plugin's options, which makes Turbopack recompile the pages when the data changes.
const apiDir = path.join(process.env.DOCS_CONTENT_DIR ?? 'content', 'api');
const apiData = crypto.createHash('sha1');
for (const file of ['symbols.json', 'external-packages.json'])
  if (fs.existsSync(path.join(apiDir, file))) apiData.update(fs.readFileSync(path.join(apiDir, file)));

const withMDX = createMDX({ options: mdxPlugins(local, apiData.digest('hex')) });

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  env: { MERMAID_MODULE_URL },
  // Libraries that only the server code uses at build time (Markdown parsing, highlighting, the live MDX compile
  // under `next dev`): Node loads them from node_modules instead of Turbopack bundling them.
  serverExternalPackages: [
    'shiki',
    '@shikijs/rehype',
    '@mdx-js/mdx',
    'unified',
    'remark-parse',
    'remark-mdx',
    'remark-gfm',
    'remark-frontmatter',
    'remark-stringify',
    'remark-rehype',
    'rehype-autolink-headings',
    'yaml',
  ],
  // scripts/build.ts runs `tsc --noEmit` itself (alongside the content parse) and fails on any error.
  typescript: { ignoreBuildErrors: process.env.DOCS_TYPECHECKED === '1' },
  experimental: {
    // Static pages render in one worker per core (Next's default leaves a core to the idle main process).
    cpus: os.availableParallelism(),
    // Turbopack's build cache in .next/cache costs a cold build about 12 s to write and only helps a
    // rebuild in the same folder; CI and the benchmarks build cold. DOCS_BUILD_CACHE=1 turns it on.
    turbopackFileSystemCacheForBuild: process.env.DOCS_BUILD_CACHE === '1',
    // The export has no use for source maps of the server code; `next dev` keeps them for its error overlay.
    turbopackSourceMaps: phase !== PHASE_PRODUCTION_BUILD,
  },
});

export default (/** @type {string} */ phase) => withMDX(nextConfig(phase));
