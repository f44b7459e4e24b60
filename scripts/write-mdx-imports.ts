/** Writes lib/content/mdx-imports.generated.ts from the content manifest (see lib/build/mdx-imports.ts). */
import { manifestPageFiles, writeMdxImports } from '../lib/build/mdx-imports';
import { getSiteManifest } from '../lib/content/manifest';

writeMdxImports(manifestPageFiles(getSiteManifest()));
