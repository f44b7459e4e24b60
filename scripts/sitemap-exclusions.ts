/** Writes the unlisted routes from the content manifest for next-sitemap.config.js to exclude. */
import fs from 'node:fs';
import { getSiteManifest } from '../lib/content/loader';

const unlisted = getSiteManifest().docs.filter((d) => d.unlisted).map((d) => d.route);
fs.mkdirSync('.next', { recursive: true });
fs.writeFileSync('.next/unlisted-routes.json', JSON.stringify(unlisted, null, 1));
console.log(`sitemap: excluding ${unlisted.length} unlisted pages`);
