import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { findBrokenLinks } from '../../lib/checks/links';

const pages = [
  { route: '/', ids: new Set(['intro']), hrefs: ['/guides', '/guides#setup', '#intro', 'https://example.com', '/img/logo.svg', 'guides'] },
  {
    route: '/guides',
    ids: new Set(['setup']),
    hrefs: ['/', '/missing', '/guides#nope', '/guides.html', '/guides/', '#setup', '../#intro'],
  },
];

test('links to existing routes, anchors and files pass; missing ones are reported with their page', () => {
  const broken = findBrokenLinks(pages, new Set(['/img/logo.svg']));
  assert.deepEqual(broken, [
    { from: '/guides', href: '/missing', reason: 'no page at /missing' },
    { from: '/guides', href: '/guides#nope', reason: "/guides has no element with id 'nope'" },
  ]);
});

test('the checker script fails the build on a broken export', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'out-'));
  fs.writeFileSync(
    path.join(out, 'index.html'),
    '<html><body><h2 id="a">A</h2><a href="/about#team">About</a><a href="#a">self</a></body></html>',
  );
  fs.writeFileSync(path.join(out, 'about.html'), '<html><body><h2 id="people">People</h2><a href="/">Home</a></body></html>');
  const run = () => spawnSync('npx', ['tsx', 'scripts/check-links.ts', out], { encoding: 'utf8' });
  const failing = run();
  assert.equal(failing.status, 1);
  assert.match(failing.stderr, /broken link on \/: \/about#team \(\/about has no element with id 'team'\)/);
  fs.writeFileSync(path.join(out, 'about.html'), '<html><body><h2 id="team">Team</h2><a href="/">Home</a></body></html>');
  assert.equal(run().status, 0);
});
