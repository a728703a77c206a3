import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DataVersionName } from '../db/data-versions';

export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** Path template as written in the contract, e.g. /users/{id}. */
  path: string;
  tag: string;
  roles: string[];
  scope: Record<string, string>;
  isPublic: boolean;
  /** The record the path names, for ownership checks (`x-resource`); absent when it names none. */
  resource?: ResourceSpec;
  /**
   * `x-cache`: the data version (db/data-versions.ts, migration 0015) the
   * answer depends on; the server keeps the answer until that version moves.
   * `directory` for public GETs (one answer for everyone), `data` for signed-in
   * reads (one answer per caller).
   */
  cache?: DataVersionName;
  parameters: ParameterSpec[];
  requestBody?: { required: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

/** The records a path can name (`x-resource.record`); `none` marks a path parameter that names no record (a search text). */
export const recordKinds = [
  'user',
  'hospital',
  'patient',
  'provider',
  'slot',
  'laboratory',
  'receptionist',
  'appointment',
  'service',
  'package',
  'promo-video',
  'doctor-report',
  /** A nurse report: its patient's, the nurse who wrote it and its hospital's. */
  'nurse-report',
  'sick-leave',
  'lab-request',
  'qr-prescription',
  /** A pharmacy's own record (its account's referenceId). */
  'pharmacy',
  /** A doctor's or a laboratory's record, by its id (the lab request lists of either). */
  'doctor-or-laboratory',
  /** A vendor's own record (its account's referenceId). */
  'vendor',
  /** A claimed offer: its offer's vendor's, or its offer's hospital's. */
  'reward',
  /** A patient's family member: its patient's. */
  'family-member',
  'none',
] as const;
export type RecordKind = (typeof recordKinds)[number];

/**
 * `x-resource`: which path parameter names which record, or (`in: body`) which
 * body fields do: the first of `fields` the body has (a slot names its doctor
 * in `doctorId` or its nurse in `nurseId`).
 */
export type ResourceSpec =
  | { in: 'path'; param: string; record: RecordKind }
  | { in: 'body'; fields: string[]; record: Exclude<RecordKind, 'none'> };

export interface Contract {
  document: { components: { schemas: Record<string, JsonSchema>; parameters?: Record<string, ParameterSpec> } };
  operations: OperationSpec[];
}

const methods: HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Finds openapi/dist/openapi.json (the bundled contract) above this module or the working folder. */
export function findContractFile(): string {
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      const candidate = path.join(dir, 'openapi', 'dist', 'openapi.json');
      if (existsSync(candidate)) return candidate;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error('The bundled contract openapi/dist/openapi.json is missing: run `pnpm run ws:contract` first.');
}

interface RawOperation {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: (ParameterSpec | { $ref: string })[];
  requestBody?: OperationSpec['requestBody'];
  responses?: OperationSpec['responses'];
  'x-roles'?: string[];
  'x-scope'?: Record<string, string>;
  'x-resource'?: { in?: unknown; param?: unknown; fields?: unknown; record?: unknown };
  'x-cache'?: string;
}

/** Reads the bundled contract and lists its operations with their roles, scopes and schemas. */
export function loadContract(file = findContractFile()): Contract {
  const document = JSON.parse(readFileSync(file, 'utf8')) as Contract['document'] & {
    paths: Record<string, Record<string, unknown>>;
  };
  const resolveParameter = (p: ParameterSpec | { $ref: string }): ParameterSpec => {
    if ('$ref' in p) {
      const name = p.$ref.split('/').pop() ?? '';
      const found = document.components.parameters?.[name];
      if (!found) throw new Error(`Unknown parameter ${p.$ref}`);
      return found;
    }
    return p;
  };
  // A multipart body's schema is read field by field (read-body.ts tells a list
  // of one part from a text by it), so its top-level $ref is resolved here.
  const resolveMultipart = (body: OperationSpec['requestBody']): OperationSpec['requestBody'] => {
    const media = body?.content['multipart/form-data'];
    const ref = media?.schema?.$ref;
    if (!body || typeof ref !== 'string' || !ref.startsWith('#/components/schemas/')) return body;
    const schema = document.components.schemas[ref.slice('#/components/schemas/'.length)];
    if (!schema) throw new Error(`Unknown schema ${ref}`);
    return { ...body, content: { ...body.content, 'multipart/form-data': { ...media, schema } } };
  };
  const operations: OperationSpec[] = [];
  for (const [pathTemplate, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      const roles = raw['x-roles'] ?? [];
      operations.push({
        operationId: raw.operationId,
        method,
        path: pathTemplate,
        tag: raw.tags?.[0] ?? 'default',
        roles,
        scope: raw['x-scope'] ?? {},
        isPublic: roles.includes('GUEST'),
        ...(raw['x-resource'] ? { resource: resourceOf(raw.operationId, pathTemplate, raw['x-resource']) } : {}),
        ...(raw['x-cache'] ? { cache: cacheOf(raw, method, roles) } : {}),
        parameters: (raw.parameters ?? []).map(resolveParameter),
        ...(raw.requestBody ? { requestBody: resolveMultipart(raw.requestBody) } : {}),
        responses: raw.responses ?? {},
      });
    }
  }
  return { document, operations };
}

/**
 * Reads `x-cache`. `directory`: a public GET whose answer is the same for
 * every caller. `data`: a signed-in read (a GET, or a POST whose JSON body
 * only filters) kept per caller; its answer must depend on nothing but the
 * caller, the request and the data (not on the clock).
 */
function cacheOf(raw: RawOperation, method: HttpMethod, roles: string[]): DataVersionName {
  const name = raw['x-cache'];
  const id = raw.operationId;
  if (name === 'directory') {
    if (method !== 'get' || !roles.includes('GUEST')) throw new Error(`${id}: x-cache directory is for public GETs`);
    return name;
  }
  if (name === 'data') {
    const media = Object.keys(raw.requestBody?.content ?? {});
    if (roles.includes('GUEST') || !['get', 'post'].includes(method) || media.some((m) => m !== 'application/json'))
      throw new Error(`${id}: x-cache data is for signed-in reads (a GET, or a POST with a JSON filter)`);
    return name;
  }
  throw new Error(`${id}: unknown x-cache ${String(name)}`);
}

/** Reads an operation's `x-resource`, refusing one that names no path parameter or an unknown record. */
function resourceOf(
  operationId: string,
  pathTemplate: string,
  raw: { in?: unknown; param?: unknown; fields?: unknown; record?: unknown },
): ResourceSpec {
  const kind = recordKinds.find((k) => k === raw.record);
  if (!kind) throw new Error(`${operationId}: x-resource.record must be one of ${recordKinds.join(', ')}`);
  if (raw.in === 'body') {
    const fields: unknown[] = Array.isArray(raw.fields) ? raw.fields : [];
    const names = fields.filter((f): f is string => typeof f === 'string');
    if (names.length === 0 || names.length !== fields.length || kind === 'none') {
      throw new Error(`${operationId}: x-resource in the body needs fields (a list of body fields) and a record`);
    }
    return { in: 'body', fields: names, record: kind };
  }
  const { param } = raw;
  if (typeof param !== 'string' || !pathTemplate.includes(`{${param}}`)) {
    throw new Error(`${operationId}: x-resource.param must name a path parameter of ${pathTemplate}`);
  }
  return { in: 'path', param, record: kind };
}
