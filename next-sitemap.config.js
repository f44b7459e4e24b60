// Sitemap of the export: every listed page, weekly, priority 0.5. Unlisted pages and /tags/** stay out;
// the build (scripts/build.ts) writes the unlisted routes to .next/unlisted-routes.json from the content index.
const fs = require('node:fs');

const unlisted = fs.existsSync('.next/unlisted-routes.json') ? JSON.parse(fs.readFileSync('.next/unlisted-routes.json', 'utf8')) : [];

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl: 'https://docs.dagster.io',
  outDir: 'out',
  changefreq: 'weekly',
  priority: 0.5,
  generateRobotsTxt: true,
  generateIndexSitemap: false,
  autoLastmod: false,
  exclude: ['/tags/*', '/tags', '/404', '/_not-found', '/search', '/*.json', ...unlisted],
};
