import { codeToHtml } from 'shiki';
import { linkCodeElement, loadApiIndex } from '../api/python-refs.mjs';

/**
 * Highlights code at build time with the same dual light/dark themes as MDX code blocks. In Python,
 * names taken from Dagster packages link to their reference anchors, as in MDX code blocks.
 */
export function highlight(code: string, lang: string): Promise<string> {
  const python = lang === 'python' || lang === 'py';
  return codeToHtml(code, {
    lang,
    themes: { light: 'github-light-default', dark: 'github-dark' },
    defaultColor: false,
    transformers: python ? [{ code: (node) => void linkCodeElement(node, code, loadApiIndex()) }] : [],
  });
}
