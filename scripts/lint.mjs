#!/usr/bin/env node
// `npm run lint`: ESLint with zero warnings, then Prettier. ESLint runs in a few
// groups, one process each: typed linting of the whole workspace in one process
// outgrew Node's default heap (it ran out of memory at 4 GB on CI), and groups
// keep each process's TypeScript programs small. Every group runs even when one
// fails, so one run shows every problem.
import { spawnSync } from 'node:child_process';

const groups = [
  ['packages/ui'],
  ['packages/api-client', 'packages/session'],
  ['apps/api'],
  ['apps/patient', 'apps/hospital', 'apps/doctor', 'apps/nurse', 'apps/laboratory'],
  ['apps/pharmacy', 'apps/receptionist', 'apps/admin', 'apps/vendor'],
  // Everything else at the root: e2e, scripts, .storybook, root configs.
  ['.', '--ignore-pattern', 'packages/**', '--ignore-pattern', 'apps/**'],
];

let failed = false;
for (const group of groups) {
  console.log(`[lint] eslint ${group.filter((arg) => !arg.startsWith('--') && !arg.includes('*')).join(' ')}`);
  const run = spawnSync('eslint', ['--max-warnings=0', ...group], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=6144`.trim() },
  });
  if (run.status !== 0) failed = true;
}
const prettier = spawnSync('prettier', ['--check', '.'], { stdio: 'inherit' });
if (prettier.status !== 0) failed = true;
process.exit(failed ? 1 : 0);
