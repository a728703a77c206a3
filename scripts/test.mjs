#!/usr/bin/env node
// `npm test`: the whole suite, in order, with a summary table and a closing
// "N passed, N failed" line (test cases, plus one check for each step that has
// no test cases of its own: typecheck, lint, builds). Every step runs even when
// an earlier one failed, so one run shows everything that is wrong; the exit
// code is non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyGuard } from './story-guard.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.cache', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The tests' headless browser (chromium.config.ts): Debian's chromium-headless-shell, the same
// Chromium with less CPU per page; without it they use chromium itself.
const headlessShellPath = process.env.CHROMIUM_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell';

/** The browser tests need Debian's Chromium; install it (and its headless shell) when we may (root with apt-get). */
function ensureChromium() {
  const missing = [
    ...(existsSync(chromiumPath) ? [] : ['chromium']),
    ...(existsSync(headlessShellPath) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`[test] installing Debian's ${missing.join(' and ')}`);
    spawnSync(
      'sh',
      ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`],
      {
        stdio: 'inherit',
      },
    );
  }
  if (!existsSync(headlessShellPath)) {
    console.log(`[test] No headless shell at ${headlessShellPath}: the tests run in ${chromiumPath} (more CPU).`);
  }
  if (existsSync(chromiumPath)) return true;
  console.error(
    `[test] No Chromium at ${chromiumPath}. Install it with: sudo apt-get install chromium chromium-headless-shell (or set CHROMIUM_PATH).`,
  );
  return false;
}

/** The first line of a test's first failure message, short enough for the summary. */
const firstLine = (messages = []) =>
  String(messages[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);

const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

const vitest = (name, projects, env = {}, guard = undefined) => ({
  env: { ...env, ...guard?.env },
  guard,
  name,
  command: [
    'pnpm',
    'exec',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${slug(name)}.json`)}`,
  ],
  counts: () => {
    const json = JSON.parse(readFileSync(path.join(reports, `${slug(name)}.json`), 'utf8'));
    if (guard) return guard.judge(json);
    const failures = json.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages)}`),
    );
    const files = json.testResults.map((file) => ({
      file: path.relative(root, file.name),
      seconds: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)) / 1000,
    }));
    return { passed: json.numPassedTests, failed: json.numFailedTests, failures, files };
  },
  needsBrowser: projects.some((p) => p !== 'unit' && p !== 'api'),
});

const nodeTests = (name, files) => ({
  name,
  command: [
    'node',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${path.join(reports, `${name}.tap`)}`,
    ...files,
  ],
  counts: () => {
    const tap = readFileSync(path.join(reports, `${name}.tap`), 'utf8');
    const read = (key) => Number(new RegExp(`^# ${key} ([\\d.]+)$`, 'm').exec(tap)?.[1] ?? 0);
    // TAP names tests, not files: a step of one file counts its whole duration for that file.
    const timed = files.length === 1 ? [{ file: files[0], seconds: read('duration_ms') / 1000 }] : [];
    return { passed: read('pass'), failed: read('fail') + read('cancelled'), files: timed };
  },
});

const check = (name, command) => ({ name, command });

/** Lanes that run side by side; the steps of one lane run in order. */
const lanes = (...list) => ({ lanes: list });

/** A PostgreSQL server for the API suite (CI's .ci/run sets it). */
const hasServer = Boolean(process.env.AAFIYA_TEST_DATABASE_URL);

const steps = [
  // Redocly lint (0 errors, 0 warnings), the bundle the unit tests read, and stale generated types.
  check('contract', ['pnpm', 'run', '--silent', 'ws:contract']),
  // The README's map (URL → site route → screen folder → operations → server module) is what the code says.
  check('site map', ['node', 'scripts/site-map.mjs', '--check']),
  // Two lanes side by side. The story tests keep only about 1.3 of the 2 cores
  // busy (Chromium's renderer is one thread; vmstat showed a third of the CPU
  // idle), so the Node-side suites, the Storybook build and the end-to-end tests
  // run in the other lane meanwhile instead of after them. Steps within a lane
  // run one after another. The story guard runs inside the stories step (storyGuard): a
  // Storybook test server on the same Vite cache.
  lanes(
    [
      // No separate typecheck: the lint's oxlint reports the TypeScript compiler's errors
      // (--type-check, scripts/lint.mjs) from the programs its type-aware rules build anyway:
      // 57 s of CPU less. `npm run typecheck` (tsgo) is still there for working on the code.
      // Proves the typecheck and the lint (lane 2) still fail: broken fixtures through the real lint
      // configuration and the real compiler settings (scripts/fixtures/broken-static/).
      nodeTests('static guard', [
        'scripts/tests/static-guard.test.mjs',
        'scripts/tests/handler-guard.test.mjs',
        'scripts/tests/story-guard.test.mjs',
      ]),
      // React's production build in the story tests (NODE_ENV=production: Vite pre-bundles
      // react and react-dom's production files). The stories render and play the same; React's
      // development checks (owner stacks, prop and key warnings, double rendering of
      // components) cost 35-40 % of the step: all stories 515 s of test time against 850 s
      // or more. No test reads a development warning; `storybook dev` keeps them for designers.
      vitest('stories', ['storybook', 'visual'], { NODE_ENV: 'production' }, storyGuard),
      // The API suite after the stories. With a PostgreSQL server (AAFIYA_TEST_DATABASE_URL; CI
      // installs Debian's postgresql for it) the whole suite runs on the server here, and lane 2
      // ends with the files where the engine can answer differently on embedded PostgreSQL
      // (PGlite, the database `npm start` uses by default; AAFIYA_API_ENGINE_FILES,
      // vitest.config.ts's apiEngineFiles): 180 s on PGlite → about 60 s. Without a server, the
      // whole suite runs on PGlite here.
      hasServer
        ? vitest('api (PostgreSQL)', ['api'])
        : vitest('api (PGlite)', ['api'], { AAFIYA_TEST_DATABASE_URL: '' }),
    ],
    [
      // Lint and the builds run beside the stories, not before them: the stories and the
      // API tests read the packages' sources, only the budgets, the package consumers and
      // the end-to-end tests need the builds (saves about 70 s of the critical path).
      check('lint', ['pnpm', 'run', '--silent', 'ws:lint']),
      check('build packages', ['pnpm', 'run', '--silent', 'ws:build']),
      // The bundle budgets (.size-limit.js: gzip of each site's first-route JavaScript and
      // CSS, and of the packages) on what the build just made; fails over any limit. The
      // guard proves that it can fail: the same check with every limit at 1 byte.
      check('bundle budgets', ['pnpm', 'run', '--silent', 'ws:bundle-budgets']),
      nodeTests('budget guard', ['scripts/tests/bundle-budgets.test.mjs']),
      nodeTests('package consumers', ['scripts/tests/package-consumer.test.mjs']),
      check('build storybook', ['pnpm', 'run', '--silent', 'ws:build-storybook']),
      // End-to-end: Playwright in Debian's Chromium against the built system, started
      // as `npm start` runs it (apps/api/dist/main.js serving the API and every site).
      vitest('e2e', ['e2e']),
      vitest('unit', ['unit']),
      ...(hasServer
        ? [vitest('api (PGlite)', ['api'], { AAFIYA_TEST_DATABASE_URL: '', AAFIYA_API_ENGINE_FILES: '1' })]
        : []),
    ],
  ),
];

/** Runs one step; a buffered step keeps its output and prints it whole when done. */
function runStep(step, buffered) {
  const started = Date.now();
  const header = `\n━━ ${step.name} ━━ ${step.command.join(' ')}`;
  if (!buffered) console.log(header);
  if (step.needsBrowser && (browserReady ??= ensureChromium()) === false) {
    return Promise.resolve({ name: step.name, ok: false, passed: 0, failed: 1, failures: [], seconds: 0 });
  }
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      // A guarded step's output is read for errors outside any test case, so it is piped (and echoed).
      stdio: buffered || step.guard ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      cwd: root,
      env: { ...process.env, ...(buffered ? { FORCE_COLOR: '0' } : {}), ...step.env },
    });
    const output = [];
    const keep = (stream) => (chunk) => {
      output.push(chunk);
      if (!buffered) stream.write(chunk);
    };
    child.stdout?.on('data', keep(process.stdout));
    child.stderr?.on('data', keep(process.stderr));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (status) => {
      if (buffered) console.log(`${header}\n${Buffer.concat(output).toString('utf8')}`);
      let ok = status === 0;
      let passed = ok ? 1 : 0;
      let failed = ok ? 0 : 1;
      let failures = [];
      let files = [];
      if (step.counts) {
        try {
          let expectedExit = false;
          ({ passed, failed, failures = [], files = [], expectedExit = false } = step.counts());
          // A guarded step fails on purpose (its fixtures), unless an error outside any test case ended it.
          const text = Buffer.concat(output).toString('utf8');
          if (expectedExit && status === 1 && !/Unhandled Errors?/i.test(text)) ok = true;
          if (!ok && failed === 0) failed = 1; // the runner failed outside any test case
        } catch {
          // No report: the runner could not start. Count the step as one failure.
        }
      }
      resolve({ name: step.name, ok, passed, failed, failures, files, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = [];
let browserReady;
const suiteStarted = Date.now();
// TEST_STEPS=typecheck,lint runs only the named steps (for working on the runner itself).
const only = process.env.TEST_STEPS?.split(',').map((name) => name.trim());
const chosen = steps
  .map((entry) => (entry.lanes ?? [[entry]]).map((lane) => lane.filter((step) => !only || only.includes(step.name))))
  .map((group) => group.filter((lane) => lane.length > 0))
  .filter((group) => group.length > 0);
for (const group of chosen) {
  // Side by side, a step's output is kept and printed whole when it ends.
  const buffered = group.length > 1;
  const runLane = async (lane) => {
    const done = [];
    for (const step of lane) done.push(await runStep(step, buffered));
    return done;
  };
  results.push(...(await Promise.all(group.map(runLane))).flat());
}

console.log('\nSummary');
console.log('| step | result | passed | failed | seconds |');
console.log('|---|---|---:|---:|---:|');
for (const r of results) {
  console.log(`| ${r.name} | ${r.ok ? 'ok' : 'FAILED'} | ${r.passed} | ${r.failed} | ${r.seconds.toFixed(1)} |`);
}

// Where the time goes: the ten slowest test files of the whole run.
const slowest = results
  .flatMap((r) => (r.files ?? []).map((f) => ({ ...f, step: r.name })))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10);
if (slowest.length > 0) {
  console.log('\nSlowest test files');
  console.log('| file | step | seconds |');
  console.log('|---|---|---:|');
  for (const f of slowest) console.log(`| ${f.file} | ${f.step} | ${f.seconds.toFixed(1)} |`);
}

// The failed test cases again, at the end, where a CI log's tail shows them.
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `[${r.name}] ${f}`));
if (failures.length > 0) {
  console.log('\nFailed tests');
  for (const f of failures) console.log(`- ${f}`);
}

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const seconds = (Date.now() - suiteStarted) / 1000;
console.log(`\nnpm test took ${Math.round(seconds)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
