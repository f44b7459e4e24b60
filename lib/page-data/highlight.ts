import { codeToHtml, type ShikiTransformer } from 'shiki';
import { linkCodeElement, loadApiIndex } from '../api/python-refs.mjs';
import { shikiColouring } from '../mdx/pipeline.mjs';
import rehypeShikiClasses from '../mdx/rehype-shiki-classes.mjs';

/** Token colours as classes, as in MDX code blocks (lib/mdx/rehype-shiki-classes.mjs). */
const colourClasses: ShikiTransformer = { root: (root) => void rehypeShikiClasses()(root) };

/**
 * Highlights code at build time with the same dual light/dark themes as MDX code blocks. In Python,
 * names taken from Dagster packages link to their reference anchors, as in MDX code blocks.
 */
export function highlight(code: string, lang: string): Promise<string> {
  const python = lang === 'python' || lang === 'py';
  return codeToHtml(code, {
    lang,
    ...shikiColouring,
    transformers: python ? [{ code: (node) => void linkCodeElement(node, code, loadApiIndex()) }, colourClasses] : [colourClasses],
  });
}
