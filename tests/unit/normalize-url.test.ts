import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalizeRoute } from '../../lib/files/routes';
import { normalizeUrlScript } from '../../lib/browser/normalize-url-script';

/** Runs the inline <head> script against a fake location and returns the URL it put in the address bar. */
function runScript(pathname: string): string | null {
  let replaced: string | null = null;
  const location = { pathname, search: '?q=1', hash: '#top' };
  const history = {
    state: { keep: true },
    replaceState: (state: unknown, _title: string, url: string) => {
      assert.deepEqual(state, { keep: true });
      replaced = url;
    },
  };
  new Function('location', 'history', normalizeUrlScript)(location, history);
  return replaced;
}

test('the head script rewrites suffixed paths to the bare route, keeping query and hash', () => {
  for (const path of [
    '/about/community.html',
    '/about/community/index.html',
    '/about/community/',
    '/index.html',
    '/api/libraries/dagster-dbt.html',
  ])
    assert.equal(runScript(path), `${normalizeRoute(path)}?q=1#top`, path);
});

test('the head script leaves bare paths alone', () => {
  for (const path of ['/', '/about/community', '/api/libraries/dagster-dbt']) assert.equal(runScript(path), null, path);
});
