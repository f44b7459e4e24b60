interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** A 2g or data-saver connection: prefetching and warming search are skipped there. */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection && (connection.saveData || connection.effectiveType?.includes('2g')));
}
