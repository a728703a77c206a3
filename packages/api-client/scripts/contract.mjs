#!/usr/bin/env node
// The contract checks and the code generated from the contract.
//
//   node contract.mjs --check   lint (0 errors, 0 warnings), bundle, and fail when a generated file is stale
//   node contract.mjs --write   bundle and (re)write the generated files
//
// Lint and bundle use Redocly CLI with openapi/redocly.yaml; the bundle goes to
// openapi/dist/openapi.json (git-ignored). The generated files, never edited by hand:
//   src/schema.gen.ts               openapi-typescript types of the bundle
//   src/client/multipart.gen.ts     the operations that take multipart bodies (never enveloped)
//   src/mocks/operations.gen.ts     every operation with its success answer's shape (for the MSW handlers)
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';
import { renderMultipartOperations, renderOperations } from './operations-codegen.mjs';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(pkg, '../..');
const openapiDir = path.join(root, 'openapi');
const bundlePath = path.join(openapiDir, 'dist', 'openapi.json');
const redocly = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'redocly.cmd' : 'redocly');

const mode = process.argv.includes('--write') ? 'write' : 'check';
const rel = (file) => path.relative(root, file);

/** Runs Redocly CLI quietly: its banner and log are printed only when it fails. */
function runRedocly(args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    execFile(redocly, args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const status = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      if (status !== 0 && !quiet) {
        process.stdout.write(stdout);
        process.stderr.write(stderr);
      }
      resolve({ status, stdout, stderr });
    });
  });
}

const LINT_ARGS = ['lint', '--config', 'openapi/redocly.yaml', 'openapi/openapi.yaml'];

async function lint() {
  const run = await runRedocly([...LINT_ARGS, '--format=json'], { quiet: true });
  let totals;
  try {
    totals = JSON.parse(run.stdout).totals;
  } catch {
    process.stderr.write(run.stderr);
    console.error('[contract] Redocly lint gave no report');
    return false;
  }
  if (totals.errors === 0 && totals.warnings === 0) {
    console.log('[contract] redocly lint: 0 errors, 0 warnings');
    return true;
  }
  // Show the problems in the readable format.
  const readable = await runRedocly([...LINT_ARGS, '--format=codeframe'], { quiet: true });
  process.stdout.write(readable.stdout);
  console.error(`[contract] redocly lint: ${totals.errors} errors, ${totals.warnings} warnings (both must be 0)`);
  return false;
}

async function bundle() {
  mkdirSync(path.dirname(bundlePath), { recursive: true });
  const run = await runRedocly(['bundle', 'openapi/openapi.yaml', '-o', rel(bundlePath)]);
  if (run.status !== 0) {
    console.error('[contract] redocly bundle failed');
    return false;
  }
  console.log(`[contract] bundled to ${rel(bundlePath)}`);
  return true;
}

async function generatedFiles() {
  const document = JSON.parse(readFileSync(bundlePath, 'utf8'));
  const types =
    COMMENT_HEADER +
    astToString(
      await openapiTS(document, {
        // Files (`format: binary`) are Blobs (File is a Blob): multipart parts and PDF answers.
        transform: (schema) =>
          schema.format === 'binary'
            ? ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'))
            : undefined,
      }),
    );
  return [
    { file: path.join(pkg, 'src', 'schema.gen.ts'), text: types },
    { file: path.join(pkg, 'src', 'client', 'multipart.gen.ts'), text: renderMultipartOperations(document) },
    { file: path.join(pkg, 'src', 'mocks', 'operations.gen.ts'), text: renderOperations(document) },
  ];
}

// Lint and bundle run side by side; the generated files come from the bundle.
const [linted, bundled] = await Promise.all([mode === 'check' ? lint() : true, bundle()]);
let ok = linted && bundled;
if (bundled) {
  for (const { file, text } of await generatedFiles()) {
    if (mode === 'write') {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      console.log(`[contract] wrote ${rel(file)}`);
    } else if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      console.error(`[contract] ${rel(file)} is stale: run \`npm run generate\` (pnpm ws:generate) and commit it`);
      ok = false;
    } else {
      console.log(`[contract] ${rel(file)} is up to date`);
    }
  }
}
process.exit(ok ? 0 : 1);
