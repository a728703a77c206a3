// Proves that the bundle budgets (.size-limit.js) can fail `npm test`: the real
// configuration on the real build, every limit lowered to 1 byte (size-limit's
// `--limit`), must exit non-zero with every check over its limit. And no check
// may measure nothing: an empty file list would pass any budget. Runs after
// the build step (it measures the built files); about a second.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bin } from '../lint.mjs';
import { runToEnd } from './run-to-end.mjs';

test('a bundle over its budget fails the budgets step', async () => {
  const run = await runToEnd(bin('size-limit'), ['--json', '--limit', '1 B']);
  assert.notEqual(run.status, 0, `size-limit must fail when a limit is exceeded\n${run.stderr}`);
  const checks = JSON.parse(run.stdout);
  assert.ok(checks.length > 0, 'the configuration has checks');
  for (const check of checks) {
    assert.ok(check.size > 0, `${check.name} measures no file`);
    assert.equal(check.passed, false, `${check.name} must fail over a 1-byte limit`);
  }
});
