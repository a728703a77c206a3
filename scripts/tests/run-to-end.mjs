// One home for the guards' way of running a tool: to its end, with its output.
import { spawn } from 'node:child_process';
import { root } from '../lint.mjs';

/** Runs a command in the repository root; resolves with its exit status and output. */
export function runToEnd(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}
