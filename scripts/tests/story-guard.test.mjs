// The story guard's judge (scripts/story-guard.mjs): the stories step of
// `npm test` runs the broken fixture stories with the real ones, and passes only
// when the fixtures fail as they must and nothing else fails. The fixtures
// themselves run in the real runner there; this checks the judging.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { storyGuard } from '../story-guard.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtureFile = path.join(root, 'scripts/fixtures/broken-stories/broken.stories.tsx');
const realFile = path.join(root, 'packages/ui/src/components/button/button.stories.tsx');

const result = (title, status, failureMessages = []) => ({ title, fullName: title, status, failureMessages });
const report = ({ fixtures, real }) => ({
  testResults: [
    { name: fixtureFile, startTime: 0, endTime: 1000, assertionResults: fixtures },
    { name: realFile, startTime: 0, endTime: 2000, assertionResults: real },
  ],
});
const soundFixtures = [
  result('Passing Control', 'passed'),
  result('Failing Play', 'failed', ['Error: expected']),
  result('Accessibility Violation', 'failed', ['Expected no accessibility violations: color-contrast']),
];

test('the fixtures failing as they must, and the real stories passing, pass the step', () => {
  const judged = storyGuard.judge(report({ fixtures: soundFixtures, real: [result('Primary', 'passed')] }));
  assert.deepEqual([judged.passed, judged.failed, judged.expectedExit], [2, 0, true]);
  assert.deepEqual(judged.files, [{ file: 'packages/ui/src/components/button/button.stories.tsx', seconds: 2 }]);
});

test('a real story failing fails the step', () => {
  const judged = storyGuard.judge(report({ fixtures: soundFixtures, real: [result('Primary', 'failed', ['boom'])] }));
  assert.equal(judged.failed, 1);
  assert.equal(judged.expectedExit, false);
  assert.match(judged.failures[0], /button\.stories\.tsx › Primary: boom/);
});

test('a broken fixture that passes, or an axe failure without its rule, fails the step', () => {
  const passingPlay = soundFixtures.map((t) => (t.title === 'Failing Play' ? { ...t, status: 'passed' } : t));
  const judged = storyGuard.judge(report({ fixtures: passingPlay, real: [result('Primary', 'passed')] }));
  assert.equal(judged.expectedExit, false);
  assert.match(judged.failures.join('\n'), /"Failing Play" should have failed; it passed/);

  const otherRule = soundFixtures.map((t) =>
    t.title === 'Accessibility Violation' ? { ...t, failureMessages: ['some other error'] } : t,
  );
  assert.match(
    storyGuard.judge(report({ fixtures: otherRule, real: [] })).failures.join('\n'),
    /did not name color-contrast/,
  );
});

test('fixtures that did not run fail the step', () => {
  const judged = storyGuard.judge({ testResults: [report({ fixtures: [], real: [] }).testResults[1]] });
  assert.equal(judged.failed, 4);
  assert.match(judged.failures.join('\n'), /did not run/);
});
