import { getApiManifest, resolveQualname } from '@/lib/api/symbols';
import { pyObjectQualname, pyObjectText, type PyObjectRef } from '@/lib/mdast/mdx-tree.mjs';
import { SiteLink } from '../site-link';

/** Inline code naming an API symbol, linked to its anchor on its API page. Unknown symbols fail the build. */
export function PyObject(props: Partial<PyObjectRef> & { object: string }) {
  const ref: PyObjectRef = { module: props.module ?? 'dagster', ...props };
  const qualname = pyObjectQualname(ref);
  const manifest = getApiManifest();
  const canonical = resolveQualname(manifest, qualname);
  const entry = canonical && manifest.byQualname.get(canonical);
  if (!entry) throw new Error(`PyObject names ${qualname}, which is not in content/api/symbols.json`);
  return (
    <SiteLink className="pyobject" href={`${entry.route}#${canonical}`} title={canonical}>
      <code>{pyObjectText(ref)}</code>
    </SiteLink>
  );
}
