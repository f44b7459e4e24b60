/** Where a route's Markdown lives in the export: `/` -> `/index.md`, `/guides/x` -> `/guides/x.md`. */
export function markdownPath(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}
