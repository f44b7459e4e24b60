import { getApiManifest } from '@/lib/api/symbols';
import { getSiteContentIndex } from '@/lib/content/content-index';
import { SiteLink } from '../site-link';
import { FilterableCards } from './filterable-cards';

/** The /api landing grid: core reference pages and integration libraries, built from the API manifest. */
export function ApiIndex() {
  const manifest = getSiteContentIndex();
  const pages = getApiManifest().pages.filter((p) => !p.index && !p.partOf);
  const groups = [
    { id: 'core-apis', label: 'Core APIs', pages: pages.filter((p) => !p.route.startsWith('/api/libraries/')) },
    { id: 'libraries', label: 'Libraries', pages: pages.filter((p) => p.route.startsWith('/api/libraries/')) },
  ];
  const sections = groups.map((group) => ({
    id: group.id,
    label: group.label,
    cards: group.pages.map((page) => {
      const count = page.sections.reduce((n, s) => n + s.symbols.length, 0);
      const names = page.sections.flatMap((s) => s.symbols.map((sym) => sym.name)).slice(0, 6);
      return (
        <SiteLink
          key={page.route}
          href={page.route}
          className="card"
          data-filter={`${page.title} ${page.route} ${names.join(' ')}`.toLowerCase()}
        >
          <h3 className="card-title">{page.title}</h3>
          <p className="card-body">{manifest.byRoute.get(page.route)?.description ?? ''}</p>
          <p className="card-meta">
            {count} symbols · {names.slice(0, 3).join(', ')}
          </p>
        </SiteLink>
      );
    }),
  }));
  return <FilterableCards id="api-cards" filterLabel="Filter API pages" sections={sections} />;
}
