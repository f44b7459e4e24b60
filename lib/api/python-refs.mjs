// Names that Python code takes from Dagster packages, and where the API reference documents them.
// Plain ESM so that both the TypeScript content check and the MDX rehype plugins (loaded by Next as
// files) use the same code.
import fs from 'node:fs';
import path from 'node:path';
import { inheritedAliases } from './inherited.mjs';
import { expandApiPages } from './page-parts.mjs';

/** `dagster`, `dagster_aws.s3`, `dagstermill`: packages whose imported names must be documented. @param {string} module */
export function isDagsterModule(module) {
  return /^(dagster(_\w+)?|dagstermill)$/.test(module.split('.')[0]);
}

/**
 * @typedef {{ href: (qualname: string) => string | undefined, isModule: (name: string) => boolean, external: Record<string, string> }} ApiIndex
 * `href` gives `/api/page#qualname` for a documented qualname or alias; `isModule` is true for a dotted
 * prefix of a documented qualname (`dagster_aws.s3`); `external` maps allow-listed packages to where
 * their names are defined.
 */

/** @typedef {{ name: string, qualname: string, aliases?: string[], bases?: string[], members?: ApiSymbol[] }} ApiSymbol a symbol of symbols.json */
/** @typedef {{ line: number, col: number, length: number, href: string, qualname: string }} CodeLink a use of a documented name, and the qualname that documents it */

/**
 * Builds the index from the API pages (the `pages` of symbols.json) and the external-package list.
 * @param {{ route: string, title: string, index?: boolean, splitSections?: boolean, sections: { heading: string, symbols: ApiSymbol[] }[] }[]} pages
 * @param {Record<string, string>} [external]
 * @returns {ApiIndex}
 */
export function buildApiIndex(pages, external = {}) {
  /** @type {Map<string, string>} */
  const hrefs = new Map();
  /** @type {Set<string>} */
  const modules = new Set();
  /** @param {string} name @param {string} href */
  const add = (name, href) => {
    if (!hrefs.has(name)) hrefs.set(name, href);
    const parts = name.split('.');
    for (let i = 1; i < parts.length; i++) modules.add(parts.slice(0, i).join('.'));
  };
  /** @param {ApiSymbol} symbol @param {string} route */
  const visit = (symbol, route) => {
    const href = `${route}#${symbol.qualname}`;
    add(symbol.qualname, href);
    for (const alias of symbol.aliases ?? []) add(alias, href);
    for (const member of symbol.members ?? []) visit(member, route);
  };
  /** @type {Map<string, ApiSymbol>} */
  const symbols = new Map();
  /** @param {ApiSymbol} symbol */
  const collect = (symbol) => {
    if (!symbols.has(symbol.qualname)) symbols.set(symbol.qualname, symbol);
    for (const member of symbol.members ?? []) collect(member);
  };
  for (const page of expandApiPages(pages))
    if (!page.index && !page.parts)
      for (const section of page.sections)
        for (const symbol of section.symbols) {
          visit(symbol, page.route);
          collect(symbol);
        }
  for (const [alias, qualname] of inheritedAliases(symbols.values(), (q) => symbols.get(q))) {
    const href = hrefs.get(qualname);
    if (href && !hrefs.has(alias)) add(alias, href);
  }
  return { href: (name) => hrefs.get(name), isModule: (name) => modules.has(name), external };
}

/** @type {Map<string, ApiIndex>} */
const indexes = new Map();

/** The index of a content folder (`DOCS_CONTENT_DIR` or ./content), read once per process. @returns {ApiIndex} */
export function loadApiIndex(contentDir = process.env.DOCS_CONTENT_DIR ?? path.join(process.cwd(), 'content')) {
  const dir = path.resolve(contentDir);
  if (!indexes.has(dir)) {
    /** @param {string} file @param {unknown} fallback */
    const read = (file, fallback) =>
      fs.existsSync(path.join(dir, file)) ? JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) : fallback;
    indexes.set(dir, buildApiIndex(read('api/symbols.json', { pages: [] }).pages, read('api/external-packages.json', {})));
  }
  return /** @type {ApiIndex} */ (indexes.get(dir));
}

const STRING = /^(?:[rRbBuUfF]{0,2})("""|'''|"|')/;

/** @typedef {{ type: 'name', value: string, line: number, col: number }} NameToken */
/** @typedef {NameToken | { type: 'op', value: string } | { type: 'newline' | 'string', value?: undefined }} Token */

/**
 * Python tokens that matter here: names, `.`, brackets, newlines (logical), `;` and `,`; strings and comments are skipped.
 * @param {string} code
 */
function tokenize(code) {
  /** @type {Token[]} */
  const tokens = [];
  let line = 1;
  let lineStart = 0;
  let depth = 0;
  for (let i = 0; i < code.length; ) {
    const ch = code[i];
    if (ch === '\n') {
      if (depth === 0) tokens.push({ type: 'newline' });
      line++;
      lineStart = ++i;
      continue;
    }
    if (ch === '#') {
      while (i < code.length && code[i] !== '\n') i++;
      continue;
    }
    if (ch === '\\' && code[i + 1] === '\n') {
      i += 2;
      line++;
      lineStart = i;
      continue;
    }
    const str = STRING.exec(code.slice(i, i + 5));
    if (str) {
      const quote = str[1];
      for (i += str[0].length; i < code.length && !code.startsWith(quote, i); i++) {
        if (code[i] === '\\') i++;
        if (code[i] === '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      i += quote.length;
      tokens.push({ type: 'string' });
      continue;
    }
    const name = /^[A-Za-z_]\w*/.exec(code.slice(i, i + 200));
    if (name) {
      tokens.push({ type: 'name', value: name[0], line, col: i - lineStart });
      i += name[0].length;
      continue;
    }
    const number = /^\d[\w.]*/.exec(code.slice(i, i + 50));
    if (number) {
      i += number[0].length;
      continue;
    }
    if ('([{'.includes(ch)) depth++;
    if (')]}'.includes(ch)) depth = Math.max(0, depth - 1);
    if (!/\s/.test(ch)) tokens.push({ type: 'op', value: ch });
    i++;
  }
  return tokens;
}

/**
 * Finds the names a Python block takes from Dagster packages: `from dagster import X [as Y]`,
 * `import dagster as dg` with `dg.X`, `dagster.X`, `from dagster_aws.s3 import Y`. Returns the code
 * positions to link (1-based line, 0-based column, length, href) and the imported names that no
 * documented qualname or alias resolves (packages allow-listed as external are not reported).
 * @param {string} code
 * @param {ApiIndex} index
 */
export function analyzePython(code, index) {
  const tokens = tokenize(code);
  /** @type {Map<string, string>} */
  const bound = new Map(); // local name -> dotted path it stands for
  /** @type {CodeLink[]} */
  const links = [];
  /** @type {{ line: number, name: string }[]} */
  const unresolved = [];
  /** @type {Set<string>} */
  const seen = new Set();
  const isExternal = (/** @type {string} */ dotted) => Object.hasOwn(index.external, dotted.split('.')[0]);
  /** @param {number} line @param {string} name */
  const report = (line, name) => {
    // once per name and block; dunders (`dg.__version__`) are module attributes, not API
    if (isExternal(name) || seen.has(name) || /\.__\w+__$/.test(name)) return;
    seen.add(name);
    unresolved.push({ line, name });
  };
  /** @param {NameToken} token @param {string} href */
  const link = (token, href) =>
    links.push({ line: token.line, col: token.col, length: token.value.length, href, qualname: href.slice(href.indexOf('#') + 1) });
  /** @param {number} i */
  const dotted = (i) => {
    /** @type {NameToken[]} */
    const parts = [];
    while (tokens[i]?.type === 'name') {
      parts.push(/** @type {NameToken} */ (tokens[i]));
      if (tokens[i + 1]?.value !== '.') break;
      i += 2;
    }
    return { parts, next: parts.length ? i + 1 : i };
  };
  let stmtStart = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.type === 'newline' || t.value === ';') {
      stmtStart = true;
      continue;
    }
    const start = stmtStart;
    stmtStart = false;
    if (start && t.value === 'from' && tokens[i + 1]?.type === 'name') {
      const { parts, next } = dotted(i + 1);
      const module = parts.map((p) => p.value).join('.');
      if (tokens[next]?.value !== 'import') continue;
      let j = next + 1;
      for (; j < tokens.length && tokens[j].type !== 'newline' && tokens[j].value !== ';'; j++) {
        const name = tokens[j];
        if (name.type !== 'name' || name.value === 'as' || tokens[j - 1].value === 'as') continue;
        const hasAlias = tokens[j + 1]?.value === 'as' && tokens[j + 2]?.type === 'name';
        const local = hasAlias ? /** @type {NameToken} */ (tokens[j + 2]).value : name.value;
        if (!isDagsterModule(module) || name.value === '*') continue;
        const full = `${module}.${name.value}`;
        bound.set(local, full);
        const href = index.href(full);
        if (href) link(name, href);
        else if (!index.isModule(full)) report(name.line, full);
      }
      i = j - 1;
      continue;
    }
    if (start && t.value === 'import') {
      let j = i + 1;
      while (tokens[j]?.type === 'name') {
        const { parts, next } = dotted(j);
        const module = parts.map((p) => p.value).join('.');
        let after = next;
        if (tokens[after]?.value === 'as' && tokens[after + 1]?.type === 'name') {
          if (isDagsterModule(module)) bound.set(/** @type {NameToken} */ (tokens[after + 1]).value, module);
          after += 2;
        } else if (isDagsterModule(module)) bound.set(parts[0].value, parts[0].value);
        if (tokens[after]?.value !== ',') {
          j = after;
          break;
        }
        j = after + 1;
      }
      i = j - 1;
      continue;
    }
    const prev = tokens[i - 1]?.value;
    if (t.type !== 'name' || !bound.has(t.value) || prev === '.' || prev === 'def' || prev === 'class') continue;
    // A use of an imported name, maybe with attributes: link the longest documented prefix.
    const { parts, next } = dotted(i);
    if (parts.length === 1 && tokens[next]?.value === '=' && tokens[next + 1]?.value !== '=') continue; // keyword argument or rebinding
    let path = /** @type {string} */ (bound.get(t.value));
    let best = null;
    for (let k = 0; k < parts.length; k++) {
      if (k > 0) path = `${path}.${parts[k].value}`;
      const href = index.href(path);
      if (href) best = { token: parts[k], href };
      else if (best || !index.isModule(path)) {
        // `dg.Unknown`: an attribute of a Dagster module that nothing documents
        if (!best && k > 0) report(parts[k].line, path);
        break;
      }
    }
    if (best) link(best.token, best.href);
    i = next - 1;
  }
  return { links, unresolved };
}

/** The classes of a HAST element as one string (Shiki sets `class`, other plugins `className`). @param {import('hast').Element} node */
export function classList(node) {
  return [node.properties?.className ?? node.properties?.class ?? []].flat().join(' ');
}

/**
 * Splits text nodes of one HAST element so that [from, to) of its text becomes a link.
 * @param {import('hast').Element} node @param {number} offset @param {CodeLink[]} ranges @returns {number}
 */
function linkRange(node, offset, ranges) {
  let pos = offset;
  /** @type {import('hast').ElementContent[]} */
  const children = [];
  for (const child of node.children ?? []) {
    if (child.type === 'text') {
      const end = pos + child.value.length;
      let cut = 0;
      for (const r of ranges.filter((r) => r.col >= pos && r.col + r.length <= end)) {
        const a = r.col - pos;
        if (a > cut) children.push({ type: 'text', value: child.value.slice(cut, a) });
        children.push({
          type: 'element',
          tagName: 'a',
          properties: { href: r.href, className: ['code-ref'] },
          children: [{ type: 'text', value: child.value.slice(a, a + r.length) }],
        });
        cut = a + r.length;
      }
      if (cut < child.value.length) children.push(cut ? { type: 'text', value: child.value.slice(cut) } : child);
      pos = end;
    } else {
      if (child.type === 'element') pos = linkRange(child, pos, ranges);
      children.push(child);
    }
  }
  node.children = children;
  return pos;
}

/**
 * Turns the Dagster names in a Shiki-highlighted `<code>` element (HAST, one `span.line` per line) into
 * links to their reference anchors. `code` is the source text the lines were highlighted from.
 * @param {import('hast').Element} codeEl @param {string} code @param {ApiIndex} index
 */
export function linkCodeElement(codeEl, code, index) {
  const { links } = analyzePython(code, index);
  if (!links.length) return;
  const lines = /** @type {import('hast').Element[]} */ (
    (codeEl.children ?? []).filter((c) => c.type === 'element' && /\bline\b/.test(classList(c)))
  );
  lines.forEach((line, i) => {
    const ranges = links.filter((l) => l.line === i + 1).sort((a, b) => a.col - b.col);
    if (ranges.length) linkRange(line, 0, ranges);
  });
}
