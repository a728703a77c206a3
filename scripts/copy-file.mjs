#!/usr/bin/env node
// Portable `cp` for package build scripts: copy-file.mjs FROM TO [FROM TO ...]
// (creates the target folders).
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2 !== 0) {
  console.error('usage: copy-file.mjs FROM TO [FROM TO ...]');
  process.exit(2);
}
for (let i = 0; i < args.length; i += 2) {
  const [from, to] = [args[i], args[i + 1]];
  mkdirSync(path.dirname(to), { recursive: true });
  copyFileSync(from, to);
}
