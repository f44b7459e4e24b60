/** Writes lib/page-modules/mdx-imports.generated.ts from the content index (see lib/page-modules/write-import-map.ts). */
import { indexedPageFiles, writeMdxImports } from '../lib/page-modules/write-import-map';
import { getSiteContentIndex } from '../lib/content/content-index';

writeMdxImports(indexedPageFiles(getSiteContentIndex()));
