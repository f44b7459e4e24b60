/** What a `<PyObject />` in content names. */
export interface PyObjectRef {
  module: string;
  object: string;
  method?: string;
  displayText?: string;
  pluralize?: boolean;
  decorator?: boolean;
}

export function pyObjectQualname(ref: PyObjectRef): string {
  return [ref.module, ref.object, ref.method].filter(Boolean).join('.');
}

/** The text a PyObject shows: `@asset`, `Definitions`, `AssetSpec.replace_attributes`, `AssetKeys`. */
export function pyObjectText(ref: PyObjectRef): string {
  if (ref.displayText) return ref.displayText;
  const base = ref.method ? `${ref.object}.${ref.method}` : ref.object;
  return `${ref.decorator ? '@' : ''}${base}${ref.pluralize ? 's' : ''}`;
}
