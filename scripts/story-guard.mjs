// The story guard: proves the story runner can fail. The broken fixture stories
// (scripts/fixtures/broken-stories) run inside the stories step of `npm test`
// (scripts/test.mjs), not in a second runner: a failing play function and an
// axe violation must fail, a sound story must pass. Their expected failures are
// not the suite's; any other failure is. A separate run cost 25–33 s of the
// suite budget (a second Vite server and browser start).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The first line of a test's first failure message, short enough for the summary. */
const firstLine = (messages = []) =>
  String(messages[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);

const FIXTURES = `${path.sep}scripts${path.sep}fixtures${path.sep}broken-stories${path.sep}`;
const EXPECTED = { 'Passing Control': 'passed', 'Failing Play': 'failed', 'Accessibility Violation': 'failed' };

export const storyGuard = {
  /** Makes .storybook/main.ts include the fixture stories. */
  env: { AAFIYA_STORY_FIXTURES: '1' },
  /**
   * Reads a Vitest JSON report of the stories step: the real stories' counts and
   * failures, plus one check for the guard (its problems listed as failures).
   * `expectedExit`: the runner's non-zero exit is explained by the fixtures alone.
   */
  judge(json) {
    const isFixture = (file) => file.name.includes(FIXTURES);
    const real = json.testResults.filter((file) => !isFixture(file));
    const byTitle = Object.fromEntries(
      json.testResults
        .filter(isFixture)
        .flatMap((file) => file.assertionResults)
        .map((test) => [test.title, test]),
    );
    const problems = Object.entries(EXPECTED)
      .filter(([title, status]) => byTitle[title]?.status !== status)
      .map(
        ([title, status]) =>
          `story guard: "${title}" should have ${status}; it ${byTitle[title]?.status ?? 'did not run'}`,
      );
    if (!/color-contrast/.test((byTitle['Accessibility Violation']?.failureMessages ?? []).join('\n')))
      problems.push('story guard: the axe violation did not name color-contrast');
    const failures = [
      ...real.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => `${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages)}`),
      ),
      ...problems,
    ];
    const passed = real.reduce(
      (sum, file) => sum + file.assertionResults.filter((t) => t.status === 'passed').length,
      0,
    );
    return {
      passed: passed + (problems.length === 0 ? 1 : 0),
      failed: failures.length,
      failures,
      files: real.map((file) => ({
        file: path.relative(root, file.name),
        seconds: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
      })),
      expectedExit: failures.length === 0,
    };
  },
};
