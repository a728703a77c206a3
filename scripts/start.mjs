#!/usr/bin/env node
// `npm start`: the whole system on one origin, http://localhost:8080 (PORT to
// change). Bundles the contract, builds every package, the server and every
// site (each role site under its prefix; the design system's Storybook at
// /storybook), then starts the API: it migrates the database (embedded
// PostgreSQL in .data/ unless DATABASE_URL is set), seeds the demo data on an
// empty database, and prints the URL and the demo accounts.
import { spawnSync } from 'node:child_process';

for (const script of ['ws:contract-bundle', 'ws:build', 'ws:build-storybook']) {
  const result = spawnSync('pnpm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync('node', ['apps/api/dist/main.js'], { stdio: 'inherit' });
process.exit(server.status ?? 0);
