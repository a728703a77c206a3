// Proves that the bundle budgets (.size-limit.js) can fail `npm test`: the real
// configuration on the real build, every limit lowered to 1 byte (size-limit's
// `--limit`), must exit non-zero with every check over its limit. And no check
// may measure nothing: an empty file list would pass any budget. Runs after
// the build step (it measures the built files); about a second.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { bin, root } from '../lint.mjs';

/** Runs size-limit to its end; resolves with its exit status and output. */
function sizeLimit(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin('size-limit'), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

test('a bundle over its budget fails the budgets step', async () => {
  const run = await sizeLimit(['--json', '--limit', '1 B']);
  assert.notEqual(run.status, 0, `size-limit must fail when a limit is exceeded\n${run.stderr}`);
  const checks = JSON.parse(run.stdout);
  assert.ok(checks.length > 0, 'the configuration has checks');
  for (const check of checks) {
    assert.ok(check.size > 0, `${check.name} measures no file`);
    assert.equal(check.passed, false, `${check.name} must fail over a 1-byte limit`);
  }
});
