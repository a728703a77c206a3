#!/usr/bin/env node
// `npm run bench`: builds everything and prints the figures. Benchmarks print
// numbers; they are not timed tests and never fail a build.
//
// Now: the bundle report (gzip size of every package and site).
// Later issues add: API latency under concurrent load, calendar render time
// with many slots.
import { spawnSync } from 'node:child_process';
import { report } from './bundle-report.mjs';

const build = spawnSync('pnpm', ['run', 'ws:build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const storybook = spawnSync('pnpm', ['run', 'ws:build-storybook'], { stdio: 'inherit' });
if (storybook.status !== 0) process.exit(storybook.status ?? 1);

report();

// Calendar render: a month with 2,000 slots in Chromium (vitest project "bench"),
// with React's production build. Prints e.g. "SlotCalendar first render, 2,000 slots: 63 ms (median of 5)".
const calendar = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'bench'], {
  encoding: 'utf8',
  env: { ...process.env, NODE_ENV: 'production' },
});
const figures = `${calendar.stdout}\n${calendar.stderr}`
  // oxlint-disable-next-line no-control-regex -- strips the terminal colour codes of vitest's output
  .replace(/\u001b\[[0-9;]*m/g, '')
  .split('\n')
  .filter((line) => / first render, /.test(line));
if (calendar.status !== 0 || figures.length === 0) {
  process.stdout.write(calendar.stdout);
  process.stderr.write(calendar.stderr);
  process.exitCode = calendar.status || 1;
}
console.log(`\nRuntime benchmarks:\n${figures.map((line) => `  ${line.trim()}`).join('\n')}`);
console.log('API latency under load: npm run bench:api.');
