/** One style rule of a stylesheet: its selectors (whitespace collapsed, double quotes as single) and declarations. */
export interface CssRule {
  selectors: string[];
  declarations: Record<string, string>;
}

/** Splits at the commas outside parentheses: `:is(.a, .b) .c, .d` is two selectors. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/** The style rules of a stylesheet, in order, whatever its formatting; rules inside at-rules are listed as well. */
export function cssRules(css: string): CssRule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selectors: splitTopLevel(selector).map((s) => s.trim().replace(/\s+/g, ' ').replaceAll('"', "'")),
    declarations: Object.fromEntries(
      body
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
    ),
  }));
}

/** The declarations of every rule whose selector list is exactly `selector`, merged in order. */
export function declarationsOf(css: string, selector: string): Record<string, string> {
  return Object.assign(
    {},
    ...cssRules(css)
      .filter((r) => r.selectors.length === 1 && r.selectors[0] === selector)
      .map((r) => r.declarations),
  );
}
