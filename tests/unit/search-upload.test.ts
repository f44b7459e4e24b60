import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { startAlgoliaStub } from '../support/algolia-stub';
import { LEAD_WORDS } from '../../lib/search/index-format';

test('search:upload replaces the index atomically through the Algolia REST routes', async () => {
  const stub = await startAlgoliaStub('/nonexistent');
  try {
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn('npx', ['tsx', 'scripts/search-upload.ts'], {
        env: {
          ...process.env,
          ALGOLIA_APP_ID: 'TESTAPP',
          ALGOLIA_INDEX: 'docs-beta',
          ALGOLIA_ADMIN_KEY: 'admin-key',
          ALGOLIA_HOSTS: stub.host,
        },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d));
      child.stderr.on('data', (d: Buffer) => (stderr += d));
      child.on('close', (status: number | null) => resolve({ status, stdout, stderr }));
    });
    assert.equal(run.status, 0, run.stderr);
    const paths = stub.requests.map((r) => `${r.method} ${decodeURIComponent(r.path)}`);
    assert.ok(
      paths.some((p) => /^POST \/1\/indexes\/docs-beta_tmp_\d+\/batch$/.test(p)),
      paths.join('\n'),
    );
    const move = stub.requests.find((r) => r.path.includes('/operation') && (r.body as { operation: string }).operation === 'move');
    assert.ok(move, 'the staging index is moved');
    assert.equal((move.body as { destination: string }).destination, 'docs-beta');
    const live = stub.indices.get('docs-beta') as { objectID: string; content: string | null; hierarchy: { lvl0: string; lvl1: string } }[];
    assert.ok(live.length > 1000, `live index has ${live?.length} records`);
    assert.ok(
      live.every((r) => r.objectID && r.hierarchy.lvl1),
      'records have ids and titles',
    );
    // Algolia gets the full text, not the first tier's leads.
    assert.ok(live.filter((r) => (r.content ?? '').split(' ').length > LEAD_WORDS + 1).length > 500, 'records keep the full text');
    assert.equal(stub.requests[0].headers['x-algolia-api-key'], 'admin-key');
    assert.match(run.stdout, /moved atomically/);
  } finally {
    await stub.close();
  }
});

test('search:upload refuses to run without an admin key', () => {
  const run = spawnSync('npx', ['tsx', 'scripts/search-upload.ts'], { encoding: 'utf8', env: { ...process.env, ALGOLIA_ADMIN_KEY: '' } });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /needs ALGOLIA_ADMIN_KEY/);
});
