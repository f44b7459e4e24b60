interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * The reader saves data: a data-saver (Save-Data) or 2g connection, or `prefers-reduced-data`. Nothing is then fetched
 * ahead of a tap: no speculation rules, no prefetch, no search index warmed at idle.
 */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes('2g') || matchMedia('(prefers-reduced-data: reduce)').matches);
}
