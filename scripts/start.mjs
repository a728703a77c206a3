#!/usr/bin/env node
// `npm start`: builds the packages and the Storybook and serves it at
// http://localhost:8080 (PORT to change). When the API server lands, this
// starts the whole system instead: the API and every role site on one origin.
import { spawnSync } from 'node:child_process';
import { serveStatic } from './serve-static.mjs';

for (const script of ['ws:build', 'ws:build-storybook']) {
  const result = spawnSync('pnpm', ['run', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = Number(process.env.PORT ?? 8080);
await serveStatic('storybook-static', port);
console.log(`\nAafiya Storybook: http://localhost:${port}/  (Ctrl+C to stop)`);
