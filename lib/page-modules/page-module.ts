import type { ComponentType } from 'react';

/** What a compiled MDX page module exports. */
export interface MdxModule {
  default: ComponentType;
}

/** A page module must have a default export (the page component): without one the page fails to build. */
export function pageModule(file: string, module: Partial<MdxModule>): MdxModule {
  if (typeof module.default !== 'function') throw new Error(`${file} has no default export: a page must export its component as default`);
  return module as MdxModule;
}
