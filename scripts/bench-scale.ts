/**
 * `npm run bench:scale -- --pages N [--pages M ...]`: generates a deterministic synthetic docs tree of N
 * pages (prose, headings, code, tables, internal links) in bench/tmp/, builds the site from it (cold) and
 * reports build time, peak memory, output size and search-index size. Without --pages: 300, 1000, 5000.
 * The build writes out/ (run `npm run build` afterwards to get the real site back).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { folderBytes, runMeasured } from '../lib/bench/process';

const WORDS = 'asset partition schedule sensor pipeline warehouse table model run job op graph resource config materialize lineage metadata freshness check backfill daemon launcher executor storage event log upstream downstream dependency definition location deployment agent branch token alert team policy query index record'.split(' ');
const FILLER = 'the a of to and in for with on each when then this that every from into by as is are can will'.split(' ');

/** Small deterministic PRNG (mulberry32) so every run generates the same tree. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(pages: number, dir: string) {
  const random = rng(pages);
  const pick = <T,>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const sentence = () => {
    const n = 8 + Math.floor(random() * 12);
    const words = Array.from({ length: n }, (_, i) => (i % 3 === 1 ? pick(FILLER) : pick(WORDS)));
    return words.join(' ').replace(/^./, (c) => c.toUpperCase()) + '.';
  };
  const paragraph = () => Array.from({ length: 4 + Math.floor(random() * 3) }, sentence).join(' ');
  fs.rmSync(dir, { recursive: true, force: true });
  const perSection = 50;
  const sections = Math.ceil(pages / perSection);
  const routeOf = (i: number) => `/section-${Math.floor(i / perSection)}/page-${i}`;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.mdx'), `---\ntitle: Synthetic docs\ndescription: A generated documentation tree of ${pages} pages for the scale benchmark.\n---\n\n${paragraph()}\n\n## Start here\n\nRead [the first page](${routeOf(0)}).\n`);
  // The navbar links to these section landing pages on every page.
  for (const [folder, title] of [['integrations', 'Integrations'], ['dagster-plus', 'Dagster+'], ['api', 'API Docs']]) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    fs.writeFileSync(path.join(dir, folder, 'index.mdx'), `---\ntitle: ${title}\ndescription: The ${title} landing page of the synthetic benchmark tree.\n---\n\n${Array.from({ length: 6 }, paragraph).join('\n\n')}\n`);
  }
  for (let i = 0; i < pages; i++) {
    const file = path.join(dir, `${routeOf(i).slice(1)}.mdx`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const target = Math.floor(random() * pages);
    const body = [
      '---',
      `title: Synthetic page ${i} about ${pick(WORDS)} ${pick(WORDS)}`,
      `description: Generated page ${i} of the scale benchmark, with prose, code, tables and links.`,
      '---',
      '',
      paragraph(),
      '',
      '## Overview',
      '',
      paragraph(),
      '',
      `See [page ${target}](${routeOf(target)}#overview) and [the configuration of page ${(i + 1) % pages}](${routeOf((i + 1) % pages)}#configuration).`,
      '',
      '## Configuration',
      '',
      paragraph(),
      '',
      '```python',
      'import dagster as dg',
      '',
      '',
      '@dg.asset',
      `def synthetic_asset_${i}() -> int:`,
      `    return ${i}`,
      '```',
      '',
      '### Options',
      '',
      '| Option | Type | Default |',
      '| --- | --- | --- |',
      `| ${pick(WORDS)}_name | str | "${pick(WORDS)}" |`,
      `| ${pick(WORDS)}_limit | int | ${Math.floor(random() * 100)} |`,
      '',
      '## Running it',
      '',
      paragraph(),
      '',
      '```bash',
      `dagster asset materialize --select synthetic_asset_${i} -m synthetic`,
      '```',
      '',
      '### Troubleshooting',
      '',
      paragraph(),
      '',
      paragraph(),
      '',
    ].join('\n');
    fs.writeFileSync(file, body);
  }
  const sidebars = {
    docs: [
      { type: 'doc', route: '/' },
      ...Array.from({ length: sections }, (_, s) => ({
        type: 'category',
        label: `Section ${s}`,
        items: Array.from({ length: Math.min(perSection, pages - s * perSection) }, (_, k) => ({ type: 'doc', route: routeOf(s * perSection + k) })),
      })),
    ],
    integrations: [],
    dagsterPlus: [],
    api: [],
  };
  fs.writeFileSync(path.join(dir, 'sidebars.json'), JSON.stringify(sidebars));
}

async function main() {
  const sizes: number[] = [];
  process.argv.forEach((arg, i) => arg === '--pages' && sizes.push(Number(process.argv[i + 1])));
  const results = [];
  for (const pages of sizes.length ? sizes : [300, 1000, 5000]) {
    const dir = path.resolve('bench', 'tmp', `content-${pages}`);
    generate(pages, dir);
    fs.rmSync('.next', { recursive: true, force: true });
    console.log(`building ${pages} synthetic pages ...`);
    const env = { ...process.env, DOCS_CONTENT_DIR: dir, DOCS_SIDEBARS_FILE: path.join(dir, 'sidebars.json'), NEXT_TELEMETRY_DISABLED: '1' };
    const build = await runMeasured(`npm run build --silent > bench/scale-${pages}.log 2>&1`, env);
    if (build.code !== 0) throw new Error(`build of ${pages} pages failed: see bench/scale-${pages}.log`);
    const index = fs.readFileSync('out/search-index.json');
    const row = { pages, buildSeconds: Number(build.seconds.toFixed(1)), peakMB: build.peakMB, outputMB: Number((folderBytes('out') / 1e6).toFixed(1)), searchIndexGzipKB: Number((gzipSync(index).length / 1024).toFixed(1)) };
    console.log(row);
    results.push(row);
  }
  fs.writeFileSync('bench/scale-results.json', JSON.stringify({ date: new Date().toISOString(), results }, null, 2) + '\n');
  console.log('\npages   build s   peak MB   output MB   index gz KB   s/page');
  for (const r of results) console.log(`${String(r.pages).padStart(5)}   ${String(r.buildSeconds).padStart(7)}   ${String(r.peakMB).padStart(7)}   ${String(r.outputMB).padStart(9)}   ${String(r.searchIndexGzipKB).padStart(11)}   ${(r.buildSeconds / r.pages).toFixed(3)}`);
  console.log('\nout/ now holds the synthetic site: run `npm run build` to rebuild the real one.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
