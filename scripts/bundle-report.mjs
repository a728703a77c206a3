#!/usr/bin/env node
// Bundle report: for every built package (packages/*/dist) and site
// (apps/*/dist, storybook-static), the gzip size of its JavaScript and CSS.
// Run after a build: `pnpm ws:build && pnpm ws:bundle-report` (npm run bench does both).
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function measure(dir) {
  const totals = { js: { raw: 0, gzip: 0, count: 0 }, css: { raw: 0, gzip: 0, count: 0 } };
  for (const file of files(dir)) {
    const kind = /\.(m?js)$/.test(file) ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const content = readFileSync(file);
    totals[kind].raw += content.length;
    totals[kind].gzip += gzipSync(content, { level: 9 }).length;
    totals[kind].count += 1;
  }
  return totals;
}

function targets() {
  const list = [];
  for (const group of ['packages', 'apps']) {
    const base = path.join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base).sort()) {
      const dist = path.join(base, name, 'dist');
      if (existsSync(dist) && statSync(dist).isDirectory()) list.push({ name: `${group}/${name}`, dir: dist });
    }
  }
  const storybook = path.join(root, 'storybook-static');
  if (existsSync(storybook)) list.push({ name: 'storybook-static', dir: storybook });
  return list;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

export function report() {
  const rows = targets().map(({ name, dir }) => ({ name, ...measure(dir) }));
  if (rows.length === 0) {
    console.log('bundle report: nothing built yet (run the build first)');
    return rows;
  }
  const header = ['package / site', 'JS files', 'JS gzip', 'CSS files', 'CSS gzip', 'total gzip'];
  const body = rows.map((r) => [
    r.name,
    String(r.js.count),
    kb(r.js.gzip),
    String(r.css.count),
    kb(r.css.gzip),
    kb(r.js.gzip + r.css.gzip),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log('\nBundle report (gzip -9 of every .js/.css file)');
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of body) console.log(line(row));
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) report();
