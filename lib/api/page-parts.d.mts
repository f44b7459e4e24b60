/** Types of page-parts.mjs (plain ESM so the MDX plugins can load it). */
export function expandApiPages<P extends { route: string; title: string; splitSections?: boolean; sections: { heading: string; symbols: unknown[] }[] }>(
  pages: P[],
): (P & { parts?: { heading: string; route: string }[]; partOf?: string })[];
