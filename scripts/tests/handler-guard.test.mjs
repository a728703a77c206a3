// Proves that the typecheck refuses a handler registry with an operation left
// without a handler, or with an operation handled twice (issue #15): the
// compiler of `npm run typecheck` (tsgo) runs on scripts/fixtures/broken-static/handlers
// with the API's compiler options, against the real registry and groups of
// apps/api/src. Each broken fixture must fail with its own message; the
// control (clean.ts, which joins the groups as domains/index.ts does) must pass.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = 'scripts/fixtures/broken-static/handlers';

test('the typecheck refuses a missing handler and a duplicate one, and passes the control', () => {
  const tsgo = path.join(root, 'node_modules', '.bin', 'tsgo');
  const result = spawnSync(tsgo, ['-p', path.join(fixtures, 'tsconfig.json'), '--pretty', 'false'], {
    cwd: root,
    encoding: 'utf8',
  });
  // One entry per error: its first line and the indented lines that explain it.
  const errors = result.stdout.split(/\n(?=\S)/).filter((block) => block.includes('error TS'));
  const byFile = (name) => errors.filter((line) => line.startsWith(`${fixtures}/${name}(`));

  assert.notEqual(result.status, 0, 'tsgo fails on the broken fixtures');
  assert.deepEqual(byFile('clean.ts'), [], 'the control has no error');
  assert.equal(byFile('missing-handler.ts').length, 1, errors.join('\n'));
  assert.match(byFile('missing-handler.ts')[0], /operations without a handler/);
  assert.equal(byFile('duplicate-handler.ts').length, 1, errors.join('\n'));
  assert.match(byFile('duplicate-handler.ts')[0], /operations with two handlers/);
  assert.equal(errors.length, 2, `no other errors:\n${errors.join('\n')}`);
});
