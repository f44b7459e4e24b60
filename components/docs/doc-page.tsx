import type { ReactNode } from 'react';
import type { PageData } from '@/lib/page-data/page-data';
import type { TocEntry } from '@/lib/page-data/toc';
import { site } from '@/lib/site/config';
import { Navbar } from '../layout/navbar';
import { markdownPath } from '@/lib/files/routes';
import { Breadcrumbs } from './breadcrumbs';
import { ContentIsland } from '@/lib/next-export/content-island';
import { Pagination } from './pagination';
import { SidebarTree } from './sidebar-tree';
import { Toc, TocCollapsible } from './toc';
import { TocHighlight } from './toc-highlight';

/** A documentation page: navbar, sidebar, breadcrumbs, title, body, prev/next and table of contents. */
export function DocPage({ data, toc, children }: { data: PageData; toc: TocEntry[]; children: ReactNode }) {
  const { doc, sidebar } = data;
  const showToc = !doc.hideToc && toc.length > 0;
  // A page the navbar links to is reachable by everyone, even when it is kept out of sitemap and search.
  const showUnlistedNotice = doc.unlisted && !site.navbar.some((item) => item.href === doc.route);
  return (
    <>
      <Navbar activeSidebar={doc.sidebar} hasSidebar={Boolean(sidebar)} />
      <div className={`doc-layout${sidebar ? '' : ' doc-layout--no-sidebar'}`}>
        {sidebar && (
          <aside className="sidebar" aria-label="Docs sidebar">
            <nav className="sidebar-nav">
              <SidebarTree items={sidebar} route={doc.route} sidebarId={doc.sidebar!} />
            </nav>
          </aside>
        )}
        <main className="doc-main" id="main">
          {/* Everything in the container is server-rendered HTML that React adopts without hydrating it. */}
          <ContentIsland key={doc.route} className={`doc-container${showToc ? '' : ' doc-container--no-toc'}`} route={doc.route}>
            <article className="doc-article">
              <Breadcrumbs trail={data.breadcrumbs} title={doc.title} />
              {showUnlistedNotice && (
                <div className="admonition admonition--caution unlisted-banner" role="note">
                  <p className="admonition-title">Unlisted page</p>
                  <p>This page is unlisted. Search engines will not index it, and only readers with a direct link can reach it.</p>
                </div>
              )}
              <header className="doc-header">
                <h1 className="doc-title">{doc.title}</h1>
                <div className="page-actions">
                  {/* Inside the content island: doc-page.behavior.ts copies the page's Markdown on click. */}
                  <button type="button" className="page-action" data-copy-page={markdownPath(doc.route)} aria-live="polite">
                    Copy page
                  </button>
                  <a className="page-action" href={markdownPath(doc.route)} type="text/markdown">
                    View as Markdown
                  </a>
                </div>
              </header>
              {showToc && <TocCollapsible entries={toc} />}
              <div className="markdown">{children}</div>
              <footer className="doc-footer">
                {doc.kind === 'mdx' && (
                  <a className="edit-link" href={`${site.editUrlBase}${doc.file}`} target="_blank" rel="noreferrer noopener">
                    Edit this page
                  </a>
                )}
              </footer>
              <Pagination prev={data.prev} next={data.next} />
            </article>
            {showToc && (
              <aside className="doc-toc">
                <Toc entries={toc} />
              </aside>
            )}
          </ContentIsland>
          {showToc && <TocHighlight route={doc.route} />}
        </main>
      </div>
    </>
  );
}
