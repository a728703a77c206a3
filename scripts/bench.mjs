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
console.log(
  '\nRuntime benchmarks: none yet (API latency and calendar render come with the server and calendar issues).',
);
