import type { MDXComponents } from 'mdx/types';
import { Admonition } from './admonition';
import { Anchor } from './anchor';
import { ApiIndex } from './api-index';
import { Card, CardGroup } from './cards';
import { CodeBlock, Pre } from './code-block';
import { Details } from './details';
import { IntegrationsGrid } from './integrations-grid';
import { Mermaid } from './mermaid';
import { PyObject } from './py-object';
import { TabItem, Tabs } from './tabs';

/** Components every MDX page can use without importing them. */
export const mdxComponents: MDXComponents = {
  a: Anchor,
  pre: Pre,
  table: (props) => (
    // Focusable, as it scrolls when wide (lib/mdx/rehype-static-html.mjs renders the same wrapper).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a named group around the table, not a form's fieldset
    <div className="table-wrapper" tabIndex={0} role="group" aria-label="Table">
      <table {...props} />
    </div>
  ),
  Admonition,
  ApiIndex,
  Card,
  CardGroup,
  CodeBlock,
  IntegrationsGrid,
  Details,
  Mermaid,
  // Highlighted code blocks as compiled by lib/mdx/rehype-static-code.mjs.
  Pre,
  PyObject,
  TabItem,
  Tabs,
};
