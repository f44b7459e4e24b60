/** One finding of a check, at a line of a content file. */
export interface ContentProblem {
  file: string;
  line: number;
  message: string;
  severity: 'error' | 'warning';
}

/** Words that mark unfinished text, in pages and in API descriptions alike. */
export const PLACEHOLDER = /\b(TODO|TBD)\b|lorem ipsum|coming soon/i;
