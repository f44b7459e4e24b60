import { notFound } from 'next/navigation';
import { ApiPage } from '../api/api-page';
import { mdxComponents } from '../mdx';
import { importDoc } from '@/lib/page-modules/import-doc';
import { getPageData } from '@/lib/page-data/page-data';
import { pageToc } from '@/lib/page-data/toc';
import { DocPage } from './doc-page';

/** Renders the page at `route`: compiled MDX for content files, generated reference for API pages. */
export async function DocRoute({ route }: { route: string }) {
  const data = getPageData(route);
  if (!data) notFound();
  const { doc } = data;
  if (doc.kind === 'api') {
    return (
      <DocPage data={data} toc={pageToc(doc)}>
        <ApiPage api={doc.api} />
      </DocPage>
    );
  }
  const { default: Content } = await importDoc(doc.file, mdxComponents);
  return (
    <DocPage data={data} toc={pageToc(doc)}>
      <Content />
    </DocPage>
  );
}
