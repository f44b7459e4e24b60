/** Front matter every content page carries. */
export interface Frontmatter {
  title: string;
  description: string;
  keywords?: string[];
  sidebar_label?: string;
  sidebar_position?: number;
  unlisted?: boolean;
  hide_table_of_contents?: boolean;
}

const ALLOWED_KEYS = new Set([
  'title',
  'description',
  'keywords',
  'sidebar_label',
  'sidebar_position',
  'unlisted',
  'hide_table_of_contents',
]);

/** Front matter that fails the schema; `key` is the first key at fault (none when a required key is missing). */
export class FrontmatterError extends Error {
  constructor(
    message: string,
    readonly key?: string,
  ) {
    super(message);
  }
}

/** Checks raw front matter and returns it typed, or throws listing every problem. */
export function parseFrontmatter(data: Record<string, unknown>, file: string): Frontmatter {
  const problems: string[] = [];
  const faulty: string[] = [];
  const fault = (key: string, problem: string) => {
    if (key in data) faulty.push(key);
    problems.push(problem);
  };
  for (const key of Object.keys(data)) if (!ALLOWED_KEYS.has(key)) fault(key, `unknown key '${key}'`);
  if (typeof data.title !== 'string' || !data.title.trim()) fault('title', `'title' must be a non-empty string`);
  if (typeof data.description !== 'string' || !data.description.trim()) fault('description', `'description' must be a non-empty string`);
  if (data.keywords !== undefined && !(Array.isArray(data.keywords) && data.keywords.every((k) => typeof k === 'string')))
    fault('keywords', `'keywords' must be a list of strings`);
  if (data.sidebar_label !== undefined && typeof data.sidebar_label !== 'string')
    fault('sidebar_label', `'sidebar_label' must be a string`);
  if (data.sidebar_position !== undefined && typeof data.sidebar_position !== 'number')
    fault('sidebar_position', `'sidebar_position' must be a number`);
  for (const flag of ['unlisted', 'hide_table_of_contents'] as const)
    if (data[flag] !== undefined && typeof data[flag] !== 'boolean') fault(flag, `'${flag}' must be true or false`);
  if (problems.length) throw new FrontmatterError(`${file}: invalid front matter: ${problems.join('; ')}`, faulty[0]);
  return data as unknown as Frontmatter;
}
