// Renders src/mocks/operations.gen.ts from the bundled contract: every operation
// (method, contract path, operationId) with the shape of its success answer, and
// the names of the entity schemas (the ones the fixtures must cover).
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;

function refName(ref, where) {
  const match = SCHEMA_REF.exec(ref);
  if (!match) throw new Error(`${where}: unsupported $ref ${ref}`);
  return decodeURIComponent(match[1]);
}

/** Names of every component schema a value refers to, transitively. */
function collectRefs(value, schemas, into = new Set()) {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, schemas, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && SCHEMA_REF.test(child)) {
        const name = refName(child, 'ref');
        if (!into.has(name)) {
          into.add(name);
          collectRefs(schemas[name], schemas, into);
        }
      } else {
        collectRefs(child, schemas, into);
      }
    }
  }
  return into;
}

const isObjectLike = (schema) =>
  schema.type === 'object' || 'properties' in schema || 'allOf' in schema || 'oneOf' in schema || 'anyOf' in schema;

/**
 * Entity schemas: the object schemas answers carry (transitively), plus the
 * object schemas no operation uses (declared so the types include them). Request
 * bodies and forms are not entities.
 */
export function entitySchemaNames(document) {
  const schemas = document.components.schemas;
  const inResponses = new Set();
  const inRequests = new Set();
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      collectRefs(op.responses, schemas, inResponses);
      collectRefs([op.requestBody, op.parameters ?? [], item.parameters ?? []], schemas, inRequests);
    }
  }
  return Object.keys(schemas)
    .filter((name) => isObjectLike(schemas[name]))
    .filter((name) => inResponses.has(name) || !inRequests.has(name))
    .sort();
}

/** The answer's shape: references to entity schemas, arrays and plain objects of them. */
function shapeOf(schema, where) {
  if (schema.$ref) return { ref: refName(schema.$ref, where) };
  if (schema.type === 'array' && schema.items) return { array: shapeOf(schema.items, `${where}[]`) };
  if (schema.type === 'object' && schema.properties && !schema.allOf && !schema.oneOf && !schema.anyOf) {
    const object = {};
    for (const [key, child] of Object.entries(schema.properties)) object[key] = shapeOf(child, `${where}.${key}`);
    return { object };
  }
  throw new Error(`${where}: answer schema too complex for the mock generator; use a $ref to a component`);
}

function successOf(op, where) {
  const codes = Object.keys(op.responses ?? {})
    .filter((code) => /^2\d\d$/.test(code))
    .sort();
  const code = codes[0];
  if (!code) throw new Error(`${where}: no 2xx answer`);
  const content = op.responses[code].content ?? {};
  const [contentType] = Object.keys(content);
  const status = Number(code);
  if (!contentType) return { status, body: { kind: 'empty' } };
  if (contentType === 'application/json') {
    return { status, body: { kind: 'json', shape: shapeOf(content[contentType].schema, where) } };
  }
  if (contentType === 'text/event-stream') return { status, body: { kind: 'event-stream' } };
  if (content[contentType].schema?.format === 'binary') return { status, body: { kind: 'binary', contentType } };
  throw new Error(`${where}: unsupported answer ${contentType}`);
}

export function contractOperations(document) {
  const operations = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.operationId) throw new Error(`${where}: no operationId`);
      const requestTypes = Object.keys(op.requestBody?.content ?? {});
      operations.push({
        operationId: op.operationId,
        method,
        path,
        request: requestTypes.includes('multipart/form-data')
          ? 'multipart'
          : requestTypes.includes('application/json')
            ? 'json'
            : 'none',
        ...successOf(op, where),
      });
    }
  }
  return operations;
}

export function renderOperations(document) {
  const entities = entitySchemaNames(document);
  const operations = contractOperations(document);
  const lines = [
    '// Generated from openapi/dist/openapi.json by packages/api-client/scripts/contract.mjs.',
    '// Do not edit: run `pnpm ws:generate`. `npm test` fails when this file is stale.',
    '',
    '/** Object schemas of the contract that answers carry, or that no operation uses: each has a fixture. */',
    'export type EntitySchemaName =',
    ...entities.map((name, i) => `  | '${name}'${i === entities.length - 1 ? ';' : ''}`),
    '',
    'export const entitySchemaNames: readonly EntitySchemaName[] = [',
    ...entities.map((name) => `  '${name}',`),
    '];',
    '',
    '/** The shape of a JSON answer: entity references, lists and plain objects of them. */',
    'export type AnswerShape =',
    '  | { readonly ref: EntitySchemaName }',
    '  | { readonly array: AnswerShape }',
    '  | { readonly object: { readonly [key: string]: AnswerShape } };',
    '',
    'export type AnswerBody =',
    "  | { readonly kind: 'json'; readonly shape: AnswerShape }",
    "  | { readonly kind: 'binary'; readonly contentType: string }",
    "  | { readonly kind: 'event-stream' }",
    "  | { readonly kind: 'empty' };",
    '',
    'export interface ContractOperation {',
    '  readonly operationId: string;',
    "  readonly method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'options' | 'head' | 'trace';",
    '  /** The path as the contract writes it (without the `/api` server prefix). */',
    '  readonly path: string;',
    '  /** What the request body is: multipart bodies are never enveloped. */',
    "  readonly request: 'json' | 'multipart' | 'none';",
    '  /** Status of the success answer. */',
    '  readonly status: number;',
    '  readonly body: AnswerBody;',
    '}',
    '',
    `/** Every operation of the contract (${operations.length}), in contract order. */`,
    'export const contractOperations: readonly ContractOperation[] = [',
    ...operations.map((op) => `  ${JSON.stringify(op)},`),
    '];',
    '',
  ];
  return lines.join('\n');
}

export function renderMultipartOperations(document) {
  const multipart = contractOperations(document).filter((op) => op.request === 'multipart');
  return [
    '// Generated from openapi/dist/openapi.json by packages/api-client/scripts/contract.mjs.',
    '// Do not edit: run `pnpm ws:generate`. `npm test` fails when this file is stale.',
    '',
    '/** `METHOD /path` of every operation whose body is multipart: the client sends those bodies as FormData. */',
    'export const multipartOperations: ReadonlySet<string> = new Set([',
    ...multipart.map((op) => `  '${op.method.toUpperCase()} ${op.path}',`),
    ']);',
    '',
  ].join('\n');
}
