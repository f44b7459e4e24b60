/** How a parameter is passed, from the markers around it in a Python `def`. */
export type ParamMarker = 'positional-only' | 'normal' | 'var-positional' | 'keyword-only' | 'var-keyword';

export interface SignatureParam {
  name: string;
  marker: ParamMarker;
  /** Type annotation as written in the source, if any. */
  annotation?: string;
  /** Default value as written in the source, if any. */
  default?: string;
}

export interface ParsedSignature {
  name: string;
  params: SignatureParam[];
  /** Return annotation as written, if any. */
  returns?: string;
}

/**
 * Scans `text` outside brackets and string literals, calling `at(i)` for every top-level character;
 * `at` returns true to stop. Returns the index it stopped at, or -1.
 */
function scanTopLevel(text: string, at: (i: number, depth: number) => boolean, start = 0): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      const triple = text.startsWith(ch.repeat(3), i);
      const end = triple ? ch.repeat(3) : ch;
      for (i += end.length; i < text.length && !text.startsWith(end, i); i++) if (text[i] === '\\') i++;
      i += end.length - 1;
      continue;
    }
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    if (at(i, depth)) return i;
  }
  return -1;
}

/** Splits a parameter list at top-level commas (not inside brackets or quotes). */
export function splitParams(params: string): string[] {
  const out: string[] = [];
  let last = 0;
  scanTopLevel(params, (i, depth) => {
    if (params[i] === ',' && depth === 0) {
      out.push(params.slice(last, i).trim());
      last = i + 1;
    }
    return false;
  });
  out.push(params.slice(last).trim());
  return out.filter(Boolean);
}

/** The index of the first top-level `char` in `text` (an `=` that is not part of `==`, `<=`, `>=`, `!=`). */
function topLevelIndex(text: string, char: ':' | '='): number {
  return scanTopLevel(
    text,
    (i, depth) => depth === 0 && text[i] === char && (char !== '=' || (!'=<>!'.includes(text[i - 1] ?? '') && text[i + 1] !== '=')),
  );
}

/**
 * Parses a call form as written in `symbols.json` (`name(params) -> Return`, valid as `def <signature>: pass`)
 * into its parameters, each with its marker, annotation and default, and its return annotation.
 */
export function parseSignature(signature: string): ParsedSignature {
  const open = signature.indexOf('(');
  if (open < 0) throw new Error(`signature without a parameter list: ${signature}`);
  const close = scanTopLevel(signature, (i, depth) => depth === 0 && signature[i] === ')', open);
  if (close < 0) throw new Error(`unbalanced signature: ${signature}`);
  const rest = signature.slice(close + 1).trim();
  if (rest && !rest.startsWith('->')) throw new Error(`unexpected text after the parameters: ${rest}`);
  const parts = splitParams(signature.slice(open + 1, close));
  const slash = parts.indexOf('/');
  let marker: ParamMarker = slash >= 0 ? 'positional-only' : 'normal';
  const params: SignatureParam[] = [];
  parts.forEach((part, i) => {
    if (part === '/') return void (marker = 'normal');
    if (part === '*') return void (marker = 'keyword-only');
    let own: ParamMarker = marker;
    let text = part;
    if (text.startsWith('**')) [own, text] = ['var-keyword', text.slice(2)];
    else if (text.startsWith('*')) [own, text] = ['var-positional', text.slice(1)];
    if (own === 'var-positional') marker = 'keyword-only';
    const eq = topLevelIndex(text, '=');
    const head = eq >= 0 ? text.slice(0, eq) : text;
    const colon = topLevelIndex(head, ':');
    const name = (colon >= 0 ? head.slice(0, colon) : head).trim();
    if (!/^[A-Za-z_]\w*$/.test(name)) throw new Error(`parameter ${i + 1} of ${signature.slice(0, open)} has no valid name: ${part}`);
    const param: SignatureParam = { name, marker: own };
    if (colon >= 0) param.annotation = head.slice(colon + 1).trim();
    if (eq >= 0) param.default = text.slice(eq + 1).trim();
    params.push(param);
  });
  return { name: signature.slice(0, open).trim(), params, returns: rest ? rest.slice(2).trim() : undefined };
}

/**
 * The call form a page shows: names, defaults, `/` and `*` markers and the return annotation; parameter
 * types are left to the parameter list below it. One line when it fits in `maxLine`, otherwise one
 * parameter per indented line.
 */
export function formatCallForm(sig: ParsedSignature, prefix = '', maxLine = 76): string {
  const pieces: string[] = [];
  sig.params.forEach((p, i) => {
    const prev = sig.params[i - 1];
    if (p.marker === 'keyword-only' && prev?.marker !== 'keyword-only' && prev?.marker !== 'var-positional') pieces.push('*');
    pieces.push(
      `${p.marker === 'var-positional' ? '*' : p.marker === 'var-keyword' ? '**' : ''}${p.name}${p.default !== undefined ? `=${p.default}` : ''}`,
    );
    if (p.marker === 'positional-only' && sig.params[i + 1]?.marker !== 'positional-only') pieces.push('/');
  });
  const head = `${prefix}${sig.name}(`;
  const tail = `)${sig.returns ? ` -> ${sig.returns}` : ''}`;
  const oneLine = `${head}${pieces.join(', ')}${tail}`;
  if (oneLine.length <= maxLine || !pieces.length) return oneLine;
  return `${head}\n${pieces.map((p) => `    ${p},`).join('\n')}\n${tail}`;
}
