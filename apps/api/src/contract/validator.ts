import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { passwordWeakness } from '@aafiya/api-client/password';
import type { Contract, JsonSchema, OperationSpec } from './contract';

const CONTRACT_ID = 'aafiya-contract';

function createAjv(coerceTypes: boolean) {
  // `verbose` puts the failing schema on each error, so its `x-message` can be read.
  // `validateSchema: false`: the contract's schemas are not checked against JSON
  // Schema's meta-schema here (Redocly's lint in `ws:contract` checks them); compiling
  // that meta-schema cost about 200 ms of every start (bench/warm-start.mjs).
  const ajv = new Ajv2020({
    allErrors: false,
    strict: false,
    validateSchema: false,
    coerceTypes,
    useDefaults: true,
    validateFormats: true,
    verbose: true,
  });
  addFormats(ajv);
  // A new password: not a common one (its length is the schema's minLength).
  ajv.addFormat('password', { type: 'string', validate: (value: string) => passwordWeakness(value) !== 'common' });
  // OpenAPI keywords that JSON Schema does not know.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', 'x-roles', 'x-scope', 'x-message']);
  return ajv;
}

/** A schema's `x-message`, when it has one. */
function xMessageOf(schema: unknown): unknown {
  return typeof schema === 'object' && schema !== null && 'x-message' in schema ? schema['x-message'] : undefined;
}

/**
 * The contract's own wording of a schema's rule (`x-message`): a text said
 * after the field's name ("must be a whole number of years from 0 to 70"), or a
 * map from the failed keyword to the specification's whole message ("Dosage
 * must be a positive number"), whose `required` entry is the message when that
 * property is missing ("Description is required").
 */
function contractMessage(error: ErrorObject): { text: string; whole: boolean } | undefined {
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
  const own = missing
    ? xMessageOf((error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties?.[missing])
    : xMessageOf(error.parentSchema);
  if (typeof own === 'string')
    return ['required', 'additionalProperties', 'type'].includes(error.keyword)
      ? undefined
      : { text: own, whole: false };
  if (typeof own !== 'object' || own === null) return undefined;
  const text: unknown = (own as Record<string, unknown>)[error.keyword];
  return typeof text === 'string' ? { text, whole: true } : undefined;
}

const COMMON_PASSWORD_MESSAGE = 'is too common or too easy to guess. Please choose another';

/**
 * "email must be a valid email", "password is required", "price must be
 * greater than 0", "off must be at most 100"; a schema's `x-message` says its
 * rule in the contract's words ("experience must be a whole number of years from 0 to 70")
 * or in the specification's ("Dosage must be a positive number").
 */
export function describeError(error: ErrorObject, root: string): string {
  const field = error.instancePath.split('/').filter(Boolean).join('.');
  const name = field ? field : root;
  const own = contractMessage(error);
  if (own) return own.whole ? own.text : `${name} ${own.text}`;
  switch (error.keyword) {
    case 'required':
      return `${field ? `${field}.` : ''}${String(error.params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${String(error.params.additionalProperty)} is not an accepted field`;
    case 'format':
      if (error.params.format === 'password') return `${name} ${COMMON_PASSWORD_MESSAGE}`;
      return `${name} must be a valid ${String(error.params.format)}`;
    case 'enum':
      return `${name} must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return `${name} is not in the expected format`;
    case 'type':
      return `${name} must be ${String(error.params.type)}`;
    case 'minLength':
      return Number(error.params.limit) === 1
        ? `${name} is required`
        : `${name} must be at least ${String(error.params.limit)} characters`;
    case 'maxLength':
      return `${name} must be at most ${String(error.params.limit)} characters`;
    case 'minimum':
      return Number(error.params.limit) === 0
        ? `${name} cannot be negative`
        : `${name} must be at least ${String(error.params.limit)}`;
    case 'exclusiveMinimum':
      return `${name} must be greater than ${String(error.params.limit)}`;
    case 'maximum':
      return `${name} must be at most ${String(error.params.limit)}`;
    case 'exclusiveMaximum':
      return `${name} must be less than ${String(error.params.limit)}`;
    default:
      return `${name} ${error.message ?? 'is invalid'}`;
  }
}

/**
 * The field of the first text in `value` (a string or a key, at any depth)
 * holding a NUL character (U+0000), e.g. "text" or "items.2.name"; `root` when
 * `value` itself is such a string. PostgreSQL cannot store NUL in a text
 * column, so such input is refused up front with a 400 naming the field.
 */
export function nulField(value: unknown, root: string, path: string[] = []): string | undefined {
  const name = () => (path.length > 0 ? path.join('.') : root);
  if (typeof value === 'string') return value.includes('\u0000') ? name() : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return name();
    const found = nulField(item, root, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

const nulMessage = (field: string) => `${field} must not contain a NUL character`;

export interface Validators {
  /** Validates the parameters of one location (coercing strings to their types). */
  params(
    operation: OperationSpec,
    location: 'path' | 'query' | 'header',
    values: Record<string, unknown>,
  ): string | undefined;
  /** Validates a body of the given media type. */
  body(operation: OperationSpec, mediaType: string, value: unknown): string | undefined;
  /** Validates an answer against the operation's response schema (used by tests). */
  response(operation: OperationSpec, status: number, value: unknown): string | undefined;
}

/** An operation-level schema with its component references pointed at the registered components. */
function linked(schema: unknown): JsonSchema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${CONTRACT_ID}#/components/`)) as JsonSchema;
}

export function createValidators(contract: Contract): Validators {
  const strictAjv = createAjv(false);
  const coercingAjv = createAjv(true);
  // Only the components are registered; operation schemas are compiled one by one, on first use.
  const components = { $id: CONTRACT_ID, components: contract.document.components };
  strictAjv.addSchema(components);
  coercingAjv.addSchema(components);
  const cache = new Map<string, ValidateFunction>();

  const compile = (ajv: Ajv2020, key: string, schema: unknown) => {
    let fn = cache.get(key);
    if (!fn) {
      fn = ajv.compile(linked(schema));
      cache.set(key, fn);
    }
    return fn;
  };
  const responses = (contract.document.components as { responses?: Record<string, OperationSpec['responses'][string]> })
    .responses;

  return {
    params(operation, location, values) {
      const nul = nulField(values, location);
      if (nul) return nulMessage(nul);
      const specs = operation.parameters.filter((p) => p.in === location);
      if (specs.length === 0) return undefined;
      const key = (name: string) => (location === 'header' ? name.toLowerCase() : name);
      const schema: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(specs.map((p) => [key(p.name), p.schema ?? {}])),
        required: specs.filter((p) => p.required).map((p) => key(p.name)),
      };
      const validate = compile(coercingAjv, `${operation.operationId}:${location}`, schema);
      if (validate(values)) return undefined;
      const error = validate.errors?.[0];
      return error ? describeError(error, location) : `invalid ${location} parameters`;
    },
    body(operation, mediaType, value) {
      const nul = nulField(value, 'body');
      if (nul) return nulMessage(nul);
      const schema = operation.requestBody?.content[mediaType]?.schema;
      if (!schema) return undefined;
      const ajv = mediaType === 'multipart/form-data' ? coercingAjv : strictAjv;
      const validate = compile(ajv, `${operation.operationId}:body:${mediaType}`, schema);
      if (validate(value)) return undefined;
      const error = validate.errors?.[0];
      return error ? describeError(error, 'body') : 'invalid body';
    },
    response(operation, status, value) {
      let response = operation.responses[String(status)];
      if (response?.$ref) response = responses?.[response.$ref.split('/').pop() ?? ''];
      const schema = response?.content?.['application/json']?.schema;
      if (!schema) return undefined;
      const validate = compile(strictAjv, `${operation.operationId}:response:${status}`, schema);
      if (validate(value)) return undefined;
      return strictAjv.errorsText(validate.errors);
    },
  };
}
