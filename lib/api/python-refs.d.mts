/** Types of python-refs.mjs (plain ESM so the MDX plugins can load it). */
export interface ApiIndex {
  href: (qualname: string) => string | undefined;
  isModule: (name: string) => boolean;
  external: Record<string, string>;
}
export interface CodeLink {
  line: number;
  col: number;
  length: number;
  href: string;
}
export function isDagsterModule(module: string): boolean;
export function buildApiIndex(pages: unknown[], external?: Record<string, string>): ApiIndex;
export function loadApiIndex(contentDir?: string): ApiIndex;
export function analyzePython(code: string, index: ApiIndex): { links: CodeLink[]; unresolved: { line: number; name: string }[] };
export function classList(node: unknown): string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function linkCodeElement(codeEl: any, code: string, index: ApiIndex): void;
