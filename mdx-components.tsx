import type { MDXComponents } from 'mdx/types';
import { mdxComponents } from './components/mdx';

/** Required by @next/mdx: the components MDX pages render with. */
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...mdxComponents, ...components };
}
