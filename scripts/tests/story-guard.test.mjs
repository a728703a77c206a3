// Proves that the story tests can fail: a story whose play function fails, and
// a story with an accessibility violation, must each fail the story runner,
// while a sound story passes. Runs the real runner on scripts/fixtures.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

test('the story runner fails broken stories and passes sound ones', () => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'aafiya-guard-')), 'report.json');
  const run = spawnSync(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--project',
      'storybook',
      '--reporter=json',
      `--outputFile=${out}`,
      'scripts/fixtures/broken-stories',
    ],
    { env: { ...process.env, AAFIYA_STORY_FIXTURES: '1' }, encoding: 'utf8' },
  );
  assert.notEqual(run.status, 0, 'the runner must exit non-zero when a story is broken');

  const report = JSON.parse(readFileSync(out, 'utf8'));
  const results = Object.fromEntries(
    report.testResults.flatMap((file) => file.assertionResults.map((t) => [t.title, t])),
  );
  assert.equal(results['Passing Control']?.status, 'passed', 'the sound story passes');
  assert.equal(results['Failing Play']?.status, 'failed', 'a failing play function fails the test');
  assert.equal(results['Accessibility Violation']?.status, 'failed', 'an axe violation fails the test');
  assert.match(results['Accessibility Violation'].failureMessages.join('\n'), /color-contrast/);
});
