/** Widths the layout changes at: the page's script imports these alone, without the rest of `site`. */
export const breakpoints = { desktop: 996, narrow: 768 } as const;
export const announcement = {
  /** Changing the id shows the bar again to readers who dismissed the previous one. */
  id: 'announcementBar',
} as const;

/** Site-wide constants: names, navigation, footer, announcement and search settings. */
export const site = {
  title: 'Dagster Docs - Beta',
  shortTitle: 'Dagster',
  tagline: 'Dagster is a Python framework for building production-grade data platforms.',
  url: 'https://docs.dagster.io',
  titleDelimiter: '|',
  shareImage: '/img/social-card.png',
  editUrlBase: 'https://github.com/dagster-io/dagster/tree/master/docs/docs-beta/content/',
  feedbackUrl: 'https://github.com/dagster-io/dagster/discussions/24816',
  currentDocsUrl: 'https://docs.dagster.io/',
  navbar: [
    { label: 'Docs', href: '/', sidebar: 'docs' },
    { label: 'Integrations', href: '/integrations', sidebar: 'integrations' },
    { label: 'Dagster+', href: '/dagster-plus', sidebar: 'dagsterPlus' },
    { label: 'API Docs', href: '/api', sidebar: 'api' },
  ],
  footer: {
    legal: [
      { label: 'Terms of Service', href: 'https://www.dagster.io/terms' },
      { label: 'Privacy Policy', href: 'https://www.dagster.io/privacy/' },
      { label: 'Security', href: 'https://www.dagster.io/security/' },
    ],
    social: [
      { label: 'X', href: 'https://twitter.com/dagster', icon: 'x' },
      { label: 'Community Slack', href: 'https://www.dagster.io/slack/', icon: 'slack' },
      { label: 'GitHub', href: 'https://github.com/dagster-io/dagster', icon: 'github' },
      { label: 'YouTube', href: 'https://www.youtube.com/channel/UCfLnv9X8jyHTe6gJ4hVBo9Q/videos', icon: 'youtube' },
    ],
    copyright: 'Copyright © 2024 Dagster Labs',
  },
  announcement,
  toc: { minLevel: 2, maxLevel: 4 },
  breakpoints,
} as const;

/** `Page title | Dagster Docs - Beta` */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} ${site.titleDelimiter} ${site.title}`;
}
