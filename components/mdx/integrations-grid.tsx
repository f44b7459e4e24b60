import { getResolvedSidebars } from '@/lib/page-data/page-data';
import { getSiteContentIndex } from '@/lib/content/content-index';
import type { ResolvedItem } from '@/lib/sidebar/types';
import { SiteLink } from '../site-link';
import { FilterableCards } from './filterable-cards';

function docsIn(items: ResolvedItem[]): string[] {
  return items.flatMap((i) => (i.type === 'doc' ? [i.href] : i.type === 'category' ? docsIn(i.items) : []));
}

/** Every integration page as a card, grouped like the integrations sidebar's categories, with a filter. */
export function IntegrationsGrid() {
  const contentIndex = getSiteContentIndex();
  const sidebar = getResolvedSidebars().integrations;
  const categories = sidebar.find((i) => i.type === 'category' && i.label === 'Categories');
  const groups = categories?.type === 'category' ? categories.items.filter((g) => g.type === 'category') : [];
  const community = new Set(docsIn(sidebar.filter((i) => i.label === 'Community Supported')));
  const sections = groups.map((group) => ({
    id: group.label.toLowerCase(),
    label: group.label,
    cards: docsIn(group.type === 'category' ? group.items : []).map((route) => {
      const doc = contentIndex.byRoute.get(route)!;
      const name = doc.sidebarLabel ?? doc.title;
      return (
        <SiteLink
          key={route}
          href={route}
          className="card card--integration"
          data-filter={`${name} ${doc.title} ${doc.description} ${group.label} ${doc.keywords.join(' ')}`.toLowerCase()}
        >
          <span className="card-logo" aria-hidden="true">
            {name.replace(/[^A-Za-z0-9]/g, '').slice(0, 2)}
          </span>
          <span>
            <h3 className="card-title">{name}</h3>
            <p className="card-body">{doc.description}</p>
            {community.has(route) && <span className="badge">Community</span>}
          </span>
        </SiteLink>
      );
    }),
  }));
  return <FilterableCards id="integration-cards" filterLabel="Filter integrations" sections={sections} />;
}
