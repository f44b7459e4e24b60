import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';

// next and @next/mdx are released together and share a version: lib/next-export/README.md asks that they be bumped
// together, and this holds the lock file to it.
test('next and @next/mdx are pinned to the same version, in package.json and the lock file', () => {
  const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
  const pinned = (name: string) => manifest.dependencies[name] as string;
  assert.match(pinned('next'), /^\d+\.\d+\.\d+$/, 'an exact version');
  assert.equal(pinned('@next/mdx'), pinned('next'));
  assert.equal(lock.packages['node_modules/next'].version, pinned('next'));
  assert.equal(lock.packages['node_modules/@next/mdx'].version, pinned('next'));
});
