// Test helpers: the bundled contract and a JSON Schema validator over it.
// OpenAPI 3.1 schemas are JSON Schema 2020-12.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { passwordWeakness } from '../password';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const bundlePath = `${repoRoot}openapi/dist/openapi.json`;

export interface ContractDocument {
  paths: Record<string, Record<string, ContractOperationObject | undefined>>;
  components: { schemas: Record<string, unknown> };
}
export interface ContractOperationObject {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: { format?: string; $ref?: string } }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let cached: ContractDocument | undefined;

/** openapi/dist/openapi.json; bundled first when missing (`npm test` bundles it in its contract step). */
export function loadContract(): ContractDocument {
  if (cached) return cached;
  if (!existsSync(bundlePath)) {
    const redocly = `${repoRoot}node_modules/.bin/redocly`;
    const run = spawnSync(redocly, ['bundle', 'openapi/openapi.yaml', '-o', 'openapi/dist/openapi.json'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`Could not bundle the contract: ${run.stderr}`);
  }
  cached = JSON.parse(readFileSync(bundlePath, 'utf8')) as ContractDocument;
  return cached;
}

const CONTRACT_ID = 'https://aafiya.ae/openapi.json';

/** JSON pointer escaping of one path segment. */
export const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

let ajv: Ajv2020 | undefined;

function validator(): Ajv2020 {
  if (ajv) return ajv;
  ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  // OpenAPI's file parts: any string.
  ajv.addFormat('binary', true);
  // A new password: not a common one, as the server checks it.
  ajv.addFormat('password', { type: 'string', validate: (value: string) => passwordWeakness(value) !== 'common' });
  ajv.addSchema(loadContract(), CONTRACT_ID);
  return ajv;
}

/** The validator of the schema at a JSON pointer of the bundled contract (`#/components/schemas/Doctor`). */
export function schemaValidator(jsonPointer: string): ValidateFunction {
  const validate = validator().getSchema(`${CONTRACT_ID}${jsonPointer}`);
  if (!validate) throw new Error(`No schema at ${jsonPointer}`);
  return validate;
}

/** Readable errors of the last validation, or '' when it passed. */
export function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');
}
