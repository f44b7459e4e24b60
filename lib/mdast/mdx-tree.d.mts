/** Types of mdx-tree.mjs (plain ESM so the MDX plugins can load it). */
import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** A heading of a page, with the id the rendered HTML gives it. */
export interface DocHeading {
  depth: number;
  id: string;
  text: string;
}
/** What a `<PyObject />` in content names. */
export interface PyObjectRef {
  module: string;
  object: string;
  method?: string;
  displayText?: string;
  pluralize?: boolean;
  decorator?: boolean;
}
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
export function createSlugger(): (text: string) => string;
export function jsxAttribute(node: JsxElement, name: string): string | true | undefined;
export function pyObjectQualname(ref: PyObjectRef): string;
export function pyObjectText(ref: PyObjectRef): string;
export function pyObjectFromJsx(node: JsxElement): PyObjectRef;
export function nodeText(node: RootContent | Root): string;
export function headingPass(tree: Root | Heading): DocHeading[];
export const ADMONITION_LABELS: { note: 'Note'; tip: 'Tip'; info: 'Info'; warning: 'Warning'; danger: 'Danger'; caution: 'Caution'; important: 'Important' };
export type AdmonitionType = keyof typeof ADMONITION_LABELS;
export function admonitionType(type: unknown): AdmonitionType;
