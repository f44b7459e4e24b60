import path from 'node:path';

/** Folder that holds the site's pages. `DOCS_CONTENT_DIR` points it elsewhere (the scale benchmark uses it). */
export const CONTENT_DIR = path.resolve(process.env.DOCS_CONTENT_DIR ?? path.join(process.cwd(), 'content'));
