import type { BlockContent, Link, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { getApiManifest, resolveQualname } from '../api/symbols';
import { parseMdx } from '../content/analyze';
import {
  ADMONITION_LABELS,
  admonitionType,
  jsxAttribute,
  pyObjectFromJsx,
  pyObjectQualname,
  pyObjectText,
  type JsxElement,
} from '../mdast/mdx-tree.mjs';
import { site } from '../site/config';

type Node = Root | RootContent;

/** Pages that the `<IntegrationsGrid />` and `<ApiIndex />` components list, as title, route and description. */
export interface GeneratedListings {
  integrations: { title: string; route: string; description: string }[];
  apiPages: { title: string; route: string; description: string }[];
}

/** `/guides/x#y` -> `https://docs.dagster.io/guides/x#y`; `#y` -> the page's own URL with `#y`; other URLs unchanged. */
export function absoluteUrl(href: string, pageRoute: string): string {
  if (href.startsWith('#')) return `${site.url}${pageRoute === '/' ? '' : pageRoute}${href}`;
  if (href.startsWith('/')) return `${site.url}${href}`;
  return href;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const link = (url: string, children: PhrasingContent[]): Link => ({ type: 'link', url, children });

function linkList(items: { title: string; url: string; description?: string }[]): List {
  return {
    type: 'list',
    spread: false,
    children: items.map(
      (item): ListItem => ({
        type: 'listItem',
        spread: false,
        children: [paragraph(link(item.url, [text(item.title)]), ...(item.description ? [text(`: ${item.description}`)] : []))],
      }),
    ),
  };
}

function pyObjectLink(node: JsxElement): PhrasingContent {
  const ref = pyObjectFromJsx(node);
  const qualname = pyObjectQualname(ref);
  const manifest = getApiManifest();
  const canonical = resolveQualname(manifest, qualname);
  const entry = canonical && manifest.byQualname.get(canonical);
  const code: PhrasingContent = { type: 'inlineCode', value: pyObjectText(ref) };
  return entry ? link(`${site.url}${entry.route}#${canonical}`, [code]) : code;
}

/** JSX elements with this name among the nodes and their descendants (a one-line `<Card>` sits inside a paragraph). */
function elementsNamed(nodes: Node[], name: string): JsxElement[] {
  return nodes.flatMap((node): JsxElement[] => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name) return [node];
    return 'children' in node ? elementsNamed(node.children as Node[], name) : [];
  });
}

/** The Markdown nodes that replace one JSX element (its children when the element has no Markdown form). */
function replaceJsx(node: JsxElement, listings: GeneratedListings): Node[] {
  const children = node.children as Node[];
  switch (node.name) {
    case 'PyObject':
      return [pyObjectLink(node)];
    case 'br':
      return [{ type: 'break' }];
    case 'Admonition': {
      const label = ADMONITION_LABELS[admonitionType(jsxAttribute(node, 'type'))];
      const title = jsxAttribute(node, 'title');
      return [
        {
          type: 'blockquote',
          children: [paragraph(strong(typeof title === 'string' ? `${label}: ${title}` : label)), ...(children as BlockContent[])],
        },
      ];
    }
    case 'Tabs':
      return children;
    case 'TabItem': {
      const label = jsxAttribute(node, 'label') ?? jsxAttribute(node, 'value');
      return [paragraph(strong(`Tab: ${typeof label === 'string' ? label : ''}`.trim())), ...children];
    }
    case 'CardGroup':
      return [linkList(elementsNamed(children, 'Card').map(card))];
    case 'Card':
      return [linkList([card(node)])];
    case 'details': {
      // <summary> is a block of its own or, written inline, the first thing in a paragraph.
      const isSummary = (c: Node) => (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') && c.name === 'summary';
      let summary = '';
      const rest = children.flatMap((c): Node[] => {
        if (isSummary(c)) {
          summary ||= toString(c);
          return [];
        }
        if (c.type === 'paragraph' && c.children.some(isSummary)) {
          summary ||= toString(c.children.find(isSummary)!);
          const others = c.children.filter((x) => !isSummary(x));
          return toString({ type: 'paragraph', children: others }).trim() ? [{ ...c, children: others }] : [];
        }
        return [c];
      });
      return [paragraph(strong(summary.trim() || 'Details')), ...rest];
    }
    case 'summary':
      return [paragraph(strong(toString(node)))];
    case 'IntegrationsGrid':
      return [linkList(listings.integrations.map((p) => ({ title: p.title, url: `${site.url}${p.route}`, description: p.description })))];
    case 'ApiIndex':
      return [linkList(listings.apiPages.map((p) => ({ title: p.title, url: `${site.url}${p.route}`, description: p.description })))];
    default:
      return children;
  }
  function card(element: JsxElement) {
    const title = jsxAttribute(element, 'title');
    const href = jsxAttribute(element, 'href');
    return {
      title: typeof title === 'string' ? title : toString(element),
      url: absoluteUrl(typeof href === 'string' ? href : '/', '/'),
      description: toString(element).trim() || undefined,
    };
  }
}

/** Rewrites the tree in place: no ESM, no expressions, no JSX; internal links and images made absolute. */
function toPlainMarkdown(node: Node, route: string, listings: GeneratedListings): Node[] {
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'yaml') return [];
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
    return replaceJsx(node, listings).flatMap((child) => toPlainMarkdown(child, route, listings));
  if (node.type === 'link' || node.type === 'image') node.url = absoluteUrl(node.url, route);
  if ('children' in node)
    (node as { children: Node[] }).children = (node.children as Node[]).flatMap((child) => toPlainMarkdown(child, route, listings));
  return [node];
}

const NO_LISTINGS: GeneratedListings = {
  get integrations(): never {
    throw new Error('this page lists integrations: its Markdown needs the listings');
  },
  get apiPages(): never {
    throw new Error('this page lists the API pages: its Markdown needs the listings');
  },
};

const serializer = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fence: '`', fences: true, rule: '-', emphasis: '_' });

/** Whether a page lists other pages (`<IntegrationsGrid />`, `<ApiIndex />`): its Markdown needs the whole manifest. */
export function listsPages(tree: Root): boolean {
  return elementsNamed([tree], 'IntegrationsGrid').length + elementsNamed([tree], 'ApiIndex').length > 0;
}

/** An MDX page's body as plain Markdown (GitHub-flavoured), under an `# Title` heading and its description. */
export function mdxToMarkdown(
  source: string,
  page: { route: string; title: string; description: string },
  listings: GeneratedListings,
): string {
  return mdxTreeToMarkdown(parseMdx(source), page, listings);
}

/** mdxToMarkdown from the parsed tree, which it rewrites. `listings` may be left out when !listsPages(tree). */
export function mdxTreeToMarkdown(
  tree: Root,
  page: { route: string; title: string; description: string },
  listings: GeneratedListings = NO_LISTINGS,
): string {
  const [body] = toPlainMarkdown(tree, page.route, listings) as [Root];
  const root: Root = {
    type: 'root',
    children: [{ type: 'heading', depth: 1, children: [text(page.title)] }, paragraph(text(page.description)), ...body.children],
  };
  return serializer.stringify(root);
}
