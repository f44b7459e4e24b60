import type { Metadata } from 'next';
import { Navbar } from '@/components/layout/navbar';
import { ContentIsland } from '@/lib/next-export/content-island';
import { SiteLink } from '@/components/site-link';
import { documentTitle } from '@/lib/site/config';

export const metadata: Metadata = { title: { absolute: documentTitle('Page Not Found') }, robots: { index: false } };

/**
 * Every unknown path (exported as 404.html, served with status 404). Next puts this tree in the payload of every
 * page; as an island its markup is only in 404.html.
 */
export default function NotFound() {
  return (
    <>
      <Navbar activeSidebar={null} />
      <main className="not-found" id="main">
        <ContentIsland island="not-found" route="/404" className="not-found-body">
          <h1 className="not-found-title">404</h1>
          <p className="not-found-lead">We could not find the page you were looking for.</p>
          <p>
            If a link brought you here, please{' '}
            <a href="https://github.com/dagster-io/dagster/issues" target="_blank" rel="noreferrer noopener">
              open an issue on GitHub
            </a>{' '}
            so we can fix it.
          </p>
          <ul className="not-found-links">
            <li>
              <SiteLink href="/">Welcome to Dagster</SiteLink>
            </li>
            <li>
              <SiteLink href="/getting-started/quickstart">Build your first Dagster project</SiteLink>
            </li>
            <li>
              <SiteLink href="/tutorial/tutorial-etl">Build your first ETL pipeline</SiteLink>
            </li>
          </ul>
        </ContentIsland>
      </main>
    </>
  );
}
