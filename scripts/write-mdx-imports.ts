/** Writes lib/page-modules/mdx-imports.generated.ts from the content manifest (see lib/page-modules/write-import-map.ts). */
import { manifestPageFiles, writeMdxImports } from '../lib/page-modules/write-import-map';
import { getSiteManifest } from '../lib/content/manifest';

writeMdxImports(manifestPageFiles(getSiteManifest()));
