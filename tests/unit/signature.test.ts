import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatSignature, splitParams } from '../../lib/api/signature';

test('parameters split at top-level commas only', () => {
  assert.deepEqual(splitParams("a, b=(1, 2), c={'x': 1, 'y': 2}, d='a,b', *, e=None"), ['a', 'b=(1, 2)', "c={'x': 1, 'y': 2}", "d='a,b'", '*', 'e=None']);
});

test('short signatures stay on one line; long ones wrap at the width', () => {
  assert.equal(formatSignature('asset(name=None)'), 'asset(name=None)');
  const long = `multi_asset(${Array.from({ length: 12 }, (_, i) => `parameter_number_${i}=None`).join(', ')})`;
  const lines = formatSignature(long).split('\n');
  assert.equal(lines[0], 'multi_asset(');
  assert.equal(lines.at(-1), ')');
  for (const l of lines.slice(1, -1)) assert.ok(l.startsWith('    ') && l.length <= 76, l);
  assert.equal(lines.slice(1, -1).join(' ').replace(/\s+/g, ' ').trim(), long.slice(12, -1).split(', ').map((p) => `${p},`).join(' '));
});
