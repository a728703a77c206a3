#!/usr/bin/env node
// `npm run story-timing`: runs the story tests once with timing on
// (.storybook/story-timing.ts) and prints where their time goes: the sum of the
// accessibility checks (axe) against everything else in a story (loaders,
// render, play), and the stories that cost most of each. Extra arguments go to
// Vitest, e.g. a path filter: `npm run story-timing -- packages/ui/src/screens/hospital`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const child = spawn('vitest', ['run', '--project', 'storybook', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...process.env, VITE_STORY_TIMING: '1', FORCE_COLOR: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const stories = new Map();
let buffer = '';
child.stdout.on('data', (chunk) => {
  buffer += chunk.toString('utf8');
  const lines = buffer.split('\n');
  buffer = lines.pop() ?? '';
  for (const line of lines) {
    const match = /\[story-timing\] (\{.*\})/.exec(line);
    if (match) {
      const { id, total, render, axe } = JSON.parse(match[1]);
      // a retry replaces the first try
      stories.set(id, { id, total, render, axe, play: total - render - axe, rest: total - axe });
    } else if (/✓|✗|×|FAIL|Test Files|Tests /.test(line)) {
      process.stdout.write(`${line}\n`);
    }
  }
});

child.on('close', (status) => {
  const all = [...stories.values()];
  const sum = (key) => all.reduce((total, story) => total + story[key], 0) / 1000;
  const wall = (Date.now() - started) / 1000;
  console.log(`\nStory timing: ${all.length} stories, run took ${wall.toFixed(0)} s`);
  console.log('| part | seconds | share |');
  console.log('|---|---:|---:|');
  const total = sum('total');
  for (const [name, key] of [
    ['loaders + first render', 'render'],
    ['play (and the renders it causes)', 'play'],
    ['accessibility (axe)', 'axe'],
  ]) {
    console.log(`| ${name} | ${sum(key).toFixed(1)} | ${((100 * sum(key)) / (total || 1)).toFixed(0)}% |`);
  }
  console.log(`| inside stories | ${total.toFixed(1)} | 100% |`);
  console.log(`| outside stories (start, module loading, between stories) | ${(wall - total).toFixed(1)} | |`);
  for (const [title, key] of [
    ['first render', 'render'],
    ['play', 'play'],
    ['axe', 'axe'],
  ]) {
    console.log(`\nSlowest stories by ${title}`);
    for (const story of [...all].sort((a, b) => b[key] - a[key]).slice(0, 15)) {
      console.log(`  ${String(story[key]).padStart(6)} ms  ${story.id}`);
    }
  }
  process.exit(status ?? 1);
});
