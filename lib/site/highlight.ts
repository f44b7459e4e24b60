import { codeToHtml } from 'shiki';

/** Highlights code at build time with the same dual light/dark themes as MDX code blocks. */
export function highlight(code: string, lang: string): Promise<string> {
  return codeToHtml(code, { lang, themes: { light: 'github-light-default', dark: 'github-dark' }, defaultColor: false });
}
