import { deflateSync } from 'node:zlib';
import { paramAnchor } from './render';
import { documentsSymbols, type ApiManifest, type ApiSymbol } from './symbols';

/** One line of a Sphinx inventory: `name domain:role priority uri dispname`. */
export interface InventoryEntry {
  name: string;
  role: string;
  /** 1: searchable; -1: found by reference only (Sphinx's value for aliases and labels). */
  priority: 1 | -1;
  /** Relative to the site root, with the `#` anchor. */
  uri: string;
  dispname: string;
}

/** A class is an exception when its name says so or the errors page documents it (it lists only Dagster's exception classes). */
const isException = (symbol: ApiSymbol, route: string) => /(Error|Exception)$/.test(symbol.name) || route === '/api/errors';

function pythonRole(symbol: ApiSymbol, route: string, inClass: boolean): string {
  switch (symbol.kind) {
    case 'class':
      return isException(symbol, route) ? 'py:exception' : 'py:class';
    case 'method':
      return 'py:method';
    case 'function':
    case 'decorator':
      return inClass ? 'py:method' : 'py:function';
    case 'property':
      return 'py:property';
    case 'attribute':
      return 'py:attribute';
    default:
      return inClass ? 'py:attribute' : 'py:data';
  }
}

/** `dagster dev` is Sphinx's program `dagster-dev` (its `program` directive joins words with `-`). */
const programName = (prog: string) => prog.trim().split(/\s+/).join('-');

/**
 * Every documented name as Sphinx's intersphinx reads it: each qualname with its Python role and each alias as
 * its own entry; a CLI command as a label named like Sphinx's program (`dagster-dev`, shown as `dagster dev`) and
 * each of its options as `std:cmdoption` (`dagster-dev.--port`); each library page as the `py:module` it
 * documents; each API page as a `std:doc`.
 */
export function inventoryEntries(manifest: ApiManifest): InventoryEntry[] {
  const entries: InventoryEntry[] = [];
  const isQualname = (id: string) => manifest.byQualname.has(id);
  const at = (route: string, anchor?: string) => `${route.replace(/^\//, '')}${anchor ? `#${anchor}` : ''}`;
  for (const page of manifest.pages) {
    entries.push({ name: at(page.route), role: 'std:doc', priority: -1, uri: at(page.route), dispname: page.title });
    const library = /^\/api\/libraries\/(dagster[\w-]*)$/.exec(page.route)?.[1].replace(/-/g, '_');
    const ofLibrary = (s: ApiSymbol) => [s.qualname, ...(s.aliases ?? [])].some((q) => q.startsWith(`${library}.`));
    if (library && page.sections.some((section) => section.symbols.some(ofLibrary)))
      entries.push({ name: library, role: 'py:module', priority: 1, uri: at(page.route), dispname: library });
    if (!documentsSymbols(page)) continue;
    const visit = (symbol: ApiSymbol, inClass: boolean) => {
      // A qualname documented on two pages is listed once, at its canonical page (the checks fail on it anyway).
      if (manifest.byQualname.get(symbol.qualname)?.route !== page.route) return;
      const uri = at(page.route, symbol.qualname);
      if (symbol.kind === 'cli' && symbol.prog) {
        const program = programName(symbol.prog);
        entries.push({ name: program, role: 'std:label', priority: -1, uri, dispname: symbol.prog });
        for (const option of symbol.options ?? [])
          for (const flag of [option.flags].flat().flatMap((f) => f.split(/,\s*/)))
            entries.push({
              name: `${program}.${flag}`,
              role: 'std:cmdoption',
              priority: 1,
              uri: at(page.route, paramAnchor(symbol.qualname, option.name, isQualname)),
              dispname: flag,
            });
      } else {
        const role = pythonRole(symbol, page.partOf ?? page.route, inClass);
        entries.push({ name: symbol.qualname, role, priority: 1, uri, dispname: symbol.qualname });
        for (const alias of symbol.aliases ?? []) entries.push({ name: alias, role, priority: -1, uri, dispname: alias });
      }
      for (const member of symbol.members ?? []) visit(member, symbol.kind === 'class');
    };
    for (const section of page.sections) for (const symbol of section.symbols) visit(symbol, false);
  }
  return entries.sort((a, b) => a.role.localeCompare(b.role) || a.name.localeCompare(b.name));
}

/** The inventory file (version 2): four plain header lines, then the entries, zlib-compressed. */
export function sphinxInventory(entries: InventoryEntry[], project = 'Dagster', version = '1.9'): Buffer {
  const header = `# Sphinx inventory version 2\n# Project: ${project}\n# Version: ${version}\n# The remainder of this file is compressed using zlib.\n`;
  const lines = entries.map((e) => {
    // Sphinx's shorthands: `$` for a URI that ends with the name, `-` for a display name equal to it.
    const uri = e.uri.endsWith(e.name) ? `${e.uri.slice(0, -e.name.length)}$` : e.uri;
    return `${e.name} ${e.role} ${e.priority} ${uri} ${e.dispname === e.name ? '-' : e.dispname}\n`;
  });
  return Buffer.concat([Buffer.from(header, 'utf8'), deflateSync(Buffer.from(lines.join(''), 'utf8'), { level: 9 })]);
}
