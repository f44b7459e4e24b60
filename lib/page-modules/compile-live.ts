import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { evaluate } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import { pluginModules } from '../mdx/plugin-modules.mjs';
import type { MdxModule } from './page-module';
import { filesStamp, stampedCache } from '../files/live';
import { CONTENT_DIR } from '../files/content-dir';

const compiled = stampedCache<Promise<MdxModule>>();

/**
 * Under `next dev`, pages are compiled on request with the same plugins instead of through the bundler's
 * import map: the server starts without compiling every page, a new page needs no import-map update, and
 * an edit recompiles only its page. Syntax errors name the file, line and column. `components` are those the
 * build's pages get from mdx-components.tsx; the cache keys on the file alone, as they do not change.
 */
export function compileLive(file: string, components: MDXComponents): Promise<MdxModule> {
  const full = path.join(CONTENT_DIR, file);
  return compiled(
    full,
    () => filesStamp([full, path.join(CONTENT_DIR, 'api', 'symbols.json')]),
    async () => {
      const { remarkPlugins, rehypePlugins } = pluginModules('live'); // the cache below already keys on symbols.json
      try {
        return (await evaluate(fs.readFileSync(full, 'utf8'), {
          ...runtime,
          useMDXComponents: () => components,
          baseUrl: pathToFileURL(full),
          remarkPlugins,
          rehypePlugins,
        })) as unknown as MdxModule;
      } catch (error) {
        const reason = (error as Error).message;
        const [, line = '1', column = '1'] = /(\d+):(\d+)(?:-\d+:\d+)?\)?$/.exec(reason) ?? [];
        throw new Error(`${file}:${line}:${column}: MDX does not compile: ${reason}`);
      }
    },
  );
}
