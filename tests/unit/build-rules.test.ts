import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { checkDocs } from '../../lib/checks/content';
import { pageModule } from '../../lib/page-modules/page-module';
import { getContentIndex } from '../../lib/content/content-index';
import type { MdxDoc } from '../../lib/content/doc';

/** The fixture content tree plus a page with one good link, one to a missing page and one to a missing anchor. */
function contentWithBrokenLinks(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-content-'));
  fs.cpSync(path.resolve('tests/fixtures/content'), dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'guides', 'links.mdx'),
    '---\ntitle: Links\ndescription: A fixture page whose Markdown links point at missing places.\n---\n\n' +
      'See [the first step](/guides/first#step-one).\n\nSee [a missing page](/guides/missing).\n\nSee [a missing step](/guides/first#no-such-step).\n',
  );
  return dir;
}

test('a broken Markdown link or anchor in MDX is a content-check error naming the file and line', () => {
  const contentIndex = getContentIndex(contentWithBrokenLinks());
  const doc = contentIndex.byRoute.get('/guides/links') as MdxDoc;
  const broken = checkDocs([doc], contentIndex, { python: false }).filter((p) => /^broken /.test(p.message));
  assert.deepEqual(
    broken.map((p) => `${p.severity} ${p.file}:${p.line}: ${p.message}`),
    [
      "error guides/links.mdx:8: broken link '/guides/missing': no page at /guides/missing",
      "error guides/links.mdx:10: broken anchor '/guides/first#no-such-step': /guides/first has no heading with id 'no-such-step'",
    ],
  );
});

test('a page module without a default export is an error naming the file', () => {
  assert.throws(() => pageModule('guides/first.mdx', {}), /^Error: guides\/first\.mdx has no default export/);
  const page = { default: () => null };
  assert.equal(pageModule('guides/first.mdx', page), page);
});

test('a failing content check fails the build before next build runs', () => {
  // Run in an empty folder: the build writes its MDX import map and export under the working directory.
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-build-'));
  fs.mkdirSync(path.join(cwd, 'lib', 'page-modules'), { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, DOCS_CONTENT_DIR: contentWithBrokenLinks() };
  delete env.DOCS_CONTENT_INDEX_FILE;
  const tsx = `--import=${pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs'))}`;
  const run = spawnSync(process.execPath, [tsx, path.resolve('scripts/build.ts')], { cwd, encoding: 'utf8', env });
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stderr, /error: content\/guides\/links\.mdx:8: broken link '\/guides\/missing'/);
  assert.match(run.stderr, /build failed: content check found errors/);
  assert.doesNotMatch(run.stdout, /next build|Creating an optimized production build/);
  assert.equal(fs.existsSync(path.join(cwd, 'out')), false);
});
