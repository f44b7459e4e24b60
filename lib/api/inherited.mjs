// What a documented class inherits from its documented bases (`bases` in symbols.json, nearest first). Plain ESM
// so that the code links (python-refs.mjs) and the TypeScript manifest resolve inherited members the same way.

/** @typedef {{ name: string, qualname: string, bases?: string[], fields?: string[], overrides?: string[], members?: InheritingSymbol[] }} InheritingSymbol */

/**
 * Per base, nearest first, the base's members that neither the class (a member or a NamedTuple field) nor a nearer
 * base defines: those the class inherits, and those its source redefines without documenting them (`overrides`),
 * which the base still documents.
 * @template {InheritingSymbol} S
 * @param {S} symbol
 * @param {(qualname: string) => S | undefined} lookup
 * @returns {{ base: string, members: S[], overridden: S[] }[]}
 */
export function inheritedMembers(symbol, lookup) {
  const seen = new Set([...(symbol.members ?? []).map((m) => m.name), ...(symbol.fields ?? [])]);
  const overrides = new Set(symbol.overrides ?? []);
  /** @type {{ base: string, members: S[], overridden: S[] }[]} */
  const out = [];
  for (const base of symbol.bases ?? []) {
    const unseen = /** @type {S[]} */ (lookup(base)?.members ?? []).filter((m) => !seen.has(m.name));
    for (const m of unseen) seen.add(m.name);
    const members = unseen.filter((m) => !overrides.has(m.name));
    const overridden = unseen.filter((m) => overrides.has(m.name));
    if (unseen.length) out.push({ base, members, overridden });
  }
  return out;
}

/**
 * `<class>.<member>` for each member a class inherits or overrides, with the qualname that documents it: imports,
 * code links and the examples check resolve such a member through its base.
 * @template {InheritingSymbol} S
 * @param {Iterable<S>} symbols
 * @param {(qualname: string) => S | undefined} lookup
 * @returns {[string, string][]}
 */
export function inheritedAliases(symbols, lookup) {
  /** @type {[string, string][]} */
  const out = [];
  for (const symbol of symbols)
    for (const { members, overridden } of inheritedMembers(symbol, lookup))
      for (const m of [...members, ...overridden]) out.push([`${symbol.qualname}.${m.name}`, m.qualname]);
  return out;
}
