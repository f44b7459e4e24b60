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

/** Checks raw front matter and returns it typed, or throws listing every problem. */
export function parseFrontmatter(data: Record<string, unknown>, file: string): Frontmatter {
  const problems: string[] = [];
  for (const key of Object.keys(data)) if (!ALLOWED_KEYS.has(key)) problems.push(`unknown key '${key}'`);
  if (typeof data.title !== 'string' || !data.title.trim()) problems.push(`'title' must be a non-empty string`);
  if (typeof data.description !== 'string' || !data.description.trim())
    problems.push(`'description' must be a non-empty string`);
  if (data.keywords !== undefined && !(Array.isArray(data.keywords) && data.keywords.every((k) => typeof k === 'string')))
    problems.push(`'keywords' must be a list of strings`);
  if (data.sidebar_label !== undefined && typeof data.sidebar_label !== 'string')
    problems.push(`'sidebar_label' must be a string`);
  if (data.sidebar_position !== undefined && typeof data.sidebar_position !== 'number')
    problems.push(`'sidebar_position' must be a number`);
  for (const flag of ['unlisted', 'hide_table_of_contents'] as const)
    if (data[flag] !== undefined && typeof data[flag] !== 'boolean') problems.push(`'${flag}' must be true or false`);
  if (problems.length) throw new Error(`${file}: invalid front matter: ${problems.join('; ')}`);
  return data as unknown as Frontmatter;
}
