import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { inventoryEntries, sphinxInventory } from '../../lib/api/inventory';
import { getApiManifest, type ApiSymbol } from '../../lib/api/symbols';

/** The file as intersphinx reads it: four header lines, then zlib; each line `name role priority uri dispname`. */
function readInventory(file: Buffer) {
  let offset = 0;
  const header: string[] = [];
  for (let i = 0; i < 4; i++) {
    const end = file.indexOf(10, offset);
    header.push(file.subarray(offset, end).toString('utf8'));
    offset = end + 1;
  }
  const lines = inflateSync(file.subarray(offset)).toString('utf8').trimEnd().split('\n');
  // Sphinx's own pattern for a line (sphinx/util/inventory.py).
  const rows = lines.map((line) => {
    const m = /^(.+?)\s+(\S+)\s+(-?\d+)\s+?(\S*)\s+(.*)$/.exec(line);
    assert.ok(m, `unreadable line: ${line}`);
    const [, name, role, priority, uri, dispname] = m;
    return {
      name,
      role,
      priority: Number(priority),
      uri: uri.endsWith('$') ? uri.slice(0, -1) + name : uri,
      dispname: dispname === '-' ? name : dispname,
    };
  });
  return { header, rows };
}

const manifest = getApiManifest();
const inventory = readInventory(sphinxInventory(inventoryEntries(manifest)));
const find = (name: string, role?: string) => inventory.rows.filter((r) => r.name === name && (!role || r.role === role));

test('objects.inv is a version 2 inventory of the project Dagster 1.9, with the `$` and `-` shorthands', () => {
  assert.deepEqual(inventory.header, [
    '# Sphinx inventory version 2',
    '# Project: Dagster',
    '# Version: 1.9',
    '# The remainder of this file is compressed using zlib.',
  ]);
  const raw = inflateSync(sphinxInventory(inventoryEntries(manifest)).subarray(inventory.header.join('\n').length + 1)).toString('utf8');
  assert.match(raw, /^dagster\.asset py:function 1 api\/assets\/asset-definitions#\$ -$/m);
});

test('every qualname and alias is an entry with its role, at the anchor of the page that documents it', () => {
  let symbols = 0;
  for (const [qualname, { symbol, route }] of manifest.byQualname) {
    if (symbol.kind === 'cli') continue;
    symbols++;
    const [row, ...more] = find(qualname).filter((r) => r.role.startsWith('py:'));
    assert.ok(row && !more.length, `${qualname}: ${find(qualname).length} entries`);
    assert.equal(row.uri, `${route.slice(1)}#${qualname}`);
    for (const alias of symbol.aliases ?? []) assert.deepEqual(find(alias, row.role)[0]?.uri, row.uri, alias);
  }
  assert.ok(symbols > 1000);
  const role = (q: string) => find(q).find((r) => r.role.startsWith('py:'))?.role;
  assert.equal(role('dagster.asset'), 'py:function');
  assert.equal(role('dagster.AssetSpec'), 'py:class');
  assert.equal(role('dagster.AssetSpec.with_io_manager_key'), 'py:method');
  assert.equal(role('dagster.DagsterError'), 'py:exception');
  assert.equal(role('dagster.DagsterTypeCheckDidNotPass'), 'py:exception');
  assert.equal(role('dagster_aws'), 'py:module');
  const property = [...manifest.byQualname.values()].find((e) => e.symbol.kind === 'property')?.symbol as ApiSymbol;
  assert.equal(role(property.qualname), 'py:property');
});

test('a CLI command is a label named as Sphinx names its program, and each option spelling a cmdoption', () => {
  assert.deepEqual(find('dagster-dev', 'std:label'), [
    { name: 'dagster-dev', role: 'std:label', priority: -1, uri: 'api/cli/local-development#dagster.cli.dev', dispname: 'dagster dev' },
  ]);
  assert.equal(find('dagster-dev.--port', 'std:cmdoption')[0]?.uri, 'api/cli/local-development#dagster.cli.dev.--port');
  assert.equal(find('dagster-dev.-p', 'std:cmdoption')[0]?.uri, 'api/cli/local-development#dagster.cli.dev.--port');
});
