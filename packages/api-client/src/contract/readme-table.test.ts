// openapi/README.md maps every call of the specification's section 7 lists to
// its operation. This keeps the table honest against the bundled contract.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContract, repoRoot } from '../test-support/contract';

const readme = readFileSync(`${repoRoot}openapi/README.md`, 'utf8');

/** The rows of the markdown table that follows `heading` (cells trimmed, header and rule left out). */
function tableAfter(heading: string): string[][] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`No "${heading}" in openapi/README.md`);
  const lines = readme.slice(start + heading.length + 2).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const ids = (cell: string) => [...cell.matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1] ?? '');

const operations = new Map<string, { method: string; path: string }>();
for (const [path, item] of Object.entries(loadContract().paths)) {
  for (const [method, op] of Object.entries(item)) {
    if (op?.operationId) operations.set(op.operationId, { method, path });
  }
}

const calls = tableAfter('## Specification calls and their operations').map(
  ([doc = '', call = '', operationIds = '']) => ({
    doc,
    call,
    operationIds: ids(operationIds),
  }),
);
const extras = tableAfter('### Operations that no section 7 lists')
  .map(([id = '']) => ids(id))
  .flat();

/** Segments of a path with every `{name}` made `{}` and the specification's `{base}` placeholders dropped. */
const segments = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .split('/')
    .filter((segment) => segment !== '' && !/^\{[pvh]?base\}$/.test(segment))
    .map((segment) => segment.replace(/\{[^}]*\}/g, '{}'));

/** True when the call's path is a run of whole segments of the operation's path (calls often give relative paths). */
function pathMatches(callPath: string, operationPath: string): boolean {
  const part = segments(callPath);
  const whole = segments(operationPath);
  if (part.length === 0) return true;
  for (let start = 0; start + part.length <= whole.length; start++) {
    if (part.every((segment, i) => whole[start + i] === segment)) return true;
  }
  return false;
}

describe('openapi/README.md call table', () => {
  it('has rows for each of the three documents', () => {
    for (const doc of ['000', '001', '002']) {
      expect(calls.filter((call) => call.doc === doc).length, doc).toBeGreaterThan(40);
    }
  });

  it.each(calls)('$doc $call → $operationIds', ({ call, operationIds }) => {
    expect(operationIds.length).toBeGreaterThan(0);
    for (const id of operationIds) {
      const operation = operations.get(id);
      expect(operation, `${id} is not an operationId of the contract`).toBeDefined();
      const written = /`(GET|POST|PUT|DELETE)(?: ([^`\s]+))?`/.exec(call);
      if (!operation || !written) continue;
      const [, method = '', path = ''] = written;
      expect(operation.method.toUpperCase(), `${id}: method`).toBe(method);
      expect(pathMatches(path, operation.path), `${id}: ${operation.path} does not match ${path}`).toBe(true);
    }
  });

  it('names every operation of the contract', () => {
    const named = new Set([...calls.flatMap((call) => call.operationIds), ...extras]);
    expect([...operations.keys()].filter((id) => !named.has(id))).toEqual([]);
  });
});
