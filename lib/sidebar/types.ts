/** The site's sidebars. */
export type SidebarId = 'docs' | 'integrations' | 'dagsterPlus' | 'api';

/** A sidebar entry as written in `content/sidebars.ts`. */
export type SidebarItem =
  | { type: 'doc'; route: string; label?: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; items: SidebarItem[]; link?: string; collapsed?: boolean; collapsible?: boolean };

export type Sidebars = Record<SidebarId, SidebarItem[]>;

/** A sidebar entry with labels and hrefs filled in from the pages it names. */
export type ResolvedItem =
  | { type: 'doc'; href: string; label: string; unlisted: boolean }
  | { type: 'link'; href: string; label: string }
  | {
      type: 'category';
      label: string;
      href?: string;
      items: ResolvedItem[];
      collapsed: boolean;
      collapsible: boolean;
      /** True when every page under it is unlisted: hidden unless it holds the current page. */
      unlisted: boolean;
    };
