import { notFound } from 'next/navigation';
import { ApiPage } from '../api/api-page';
import { importDoc } from '@/lib/content/import-doc';
import { filterToc } from '@/lib/content/toc';
import { getPageData } from '@/lib/site/page-data';
import { DocPage } from './doc-page';

/** Renders the page at `route`: compiled MDX for content files, generated reference for API pages. */
export async function DocRoute({ route }: { route: string }) {
  const data = getPageData(route);
  if (!data) notFound();
  const { doc } = data;
  if (doc.kind === 'api') {
    return (
      <DocPage data={data} toc={doc.headings.filter((h) => h.depth <= 3).map((h) => ({ depth: h.depth, id: h.id, title: h.text }))}>
        <ApiPage api={doc.api} />
      </DocPage>
    );
  }
  const { default: Content, toc } = await importDoc(doc.file);
  return (
    <DocPage data={data} toc={filterToc(toc)}>
      <Content />
    </DocPage>
  );
}
