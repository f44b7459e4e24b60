/** Splits a parameter list at top-level commas (not inside brackets or quotes). */
export function splitParams(params: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const ch of params) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    if (ch === ',' && depth === 0 && !quote) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/**
 * A signature on one line when short; otherwise the parameters are packed onto indented lines of at
 * most `maxLine` characters, so long ones stay readable without one line per parameter.
 */
export function formatSignature(signature: string, maxLine = 76): string {
  if (signature.length <= maxLine) return signature;
  const open = signature.indexOf('(');
  const close = signature.lastIndexOf(')');
  if (open < 0 || close < open) return signature;
  const lines: string[] = [];
  let line = '';
  for (const param of splitParams(signature.slice(open + 1, close))) {
    const piece = `${param},`;
    if (line && 4 + line.length + 1 + piece.length > maxLine) {
      lines.push(line);
      line = piece;
    } else line = line ? `${line} ${piece}` : piece;
  }
  if (line) lines.push(line);
  return `${signature.slice(0, open)}(\n${lines.map((l) => `    ${l}`).join('\n')}\n)${signature.slice(close + 1)}`;
}
