import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { htmlPath } from '../../lib/files/routes';

// Runs after the build: a real Sphinx project (tests/sphinx/) links into the export through out/objects.inv.
const SITE = 'https://docs.example/';

test('a Sphinx project links dagster.asset, a method, a class and a CLI command to their anchors through objects.inv', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intersphinx-'));
  try {
    const build = spawnSync('sphinx-build', ['-b', 'html', '-W', '-q', '-d', path.join(outDir, '.doctrees'), 'tests/sphinx', outDir], {
      encoding: 'utf8',
      env: { ...process.env, DAGSTER_OBJECTS_INV: path.resolve('out/objects.inv') },
    });
    assert.equal(build.error, undefined, "sphinx-build is missing: install Debian's python3-sphinx (scripts/test.sh does)");
    assert.equal(build.status, 0, build.stderr);
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const links = [...html.matchAll(/<a class="reference external" href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map((m) => ({
      href: m[1],
      text: m[2].replace(/<[^>]+>/g, ''),
    }));
    const expected: [string, string, string][] = [
      ['dagster.asset()', '/api/assets/asset-definitions', 'dagster.asset'],
      ['dagster.AssetSpec.with_io_manager_key()', '/api/assets/asset-definitions', 'dagster.AssetSpec.with_io_manager_key'],
      ['dagster.ConfigurableResource', '/api/resources', 'dagster.ConfigurableResource'],
      ['dagster dev', '/api/cli/local-development', 'dagster.cli.dev'],
      ['--port', '/api/cli/local-development', 'dagster.cli.dev.--port'],
    ];
    assert.deepEqual(
      links.map((l) => l.text),
      expected.map(([text]) => text),
    );
    expected.forEach(([, route, anchor], i) => {
      assert.equal(links[i].href, `${SITE}${route.slice(1)}#${anchor}`);
      // The anchor is an element of the exported page.
      assert.ok(fs.readFileSync(path.join('out', htmlPath(route)), 'utf8').includes(` id="${anchor}"`), `${route}#${anchor}`);
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
