#!/usr/bin/env node
// `npm run bench`: builds everything and prints the figures. Benchmarks print
// numbers; they are not timed tests and never fail a build.
//
// Now: the bundle sizes against their budgets (.size-limit.js; a budget over
// its limit fails `npm test`, not this), the calendar render time with many
// slots and Lighthouse on five pages; `npm run bench:api` measures API latency
// under concurrent load.
import { spawnSync } from 'node:child_process';

const build = spawnSync('pnpm', ['run', 'ws:build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

spawnSync('pnpm', ['run', '--silent', 'ws:bundle-budgets'], { stdio: 'inherit' });

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
// Lighthouse, mobile preset, median of 3, on the built system (scripts/bench-lighthouse.mjs).
spawnSync('node', ['scripts/bench-lighthouse.mjs'], { stdio: 'inherit' });
console.log('API latency under load: npm run bench:api.');
