import fc from 'fast-check';
import type { Contract, JsonSchema, OperationSpec } from '../src/contract/contract';

// Requests generated from the contract's schemas with fast-check: each path,
// query and body field is absent, a value of the schema's kind (so that later
// checks are reached), or, more often, malformed the ways the outside audit of
// #17 tried: wrong types, NUL and other control characters, SQL-like text,
// huge and negative numbers, bad ids and dates, deep nesting, broken JSON, wrong
// content types; one request in four also carries a 200 KB text or a 20 KB
// header. Path parameters are the caller's real record or a malformed id.

/** One request to send: the path with its parameters filled in, headers, and a body. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

const HUGE = 200_000;

const nastyTexts = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\n\t\b\f\v',
  '\ud800',
  '\u202e\u200b\ufeff',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)',
  '%00',
  '%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e400',
  '99999999999999999999999999999999',
  '0x7fffffff',
  '🩺'.repeat(50),
];
const badDates = [
  '2024-02-30',
  '0000-00-00',
  '9999-99-99',
  '2024-13-01',
  '2024-1-1',
  '+275760-09-13',
  '-000001-01-01',
  '2024-01-01T25:61:61Z',
  '2024-01-01T00:00:00+99:99',
  '1970-01-01T00:00:00.000000000000Z',
  '99999-01-01T00:00:00Z',
  'yesterday',
];
const badIds = [
  '0',
  'abc',
  '65f1c0a2b3d4e5f60123456',
  'zzzzzzzzzzzzzzzzzzzzzzzz',
  '0'.repeat(24),
  ' '.repeat(24),
  'x'.repeat(1000),
];
const hugeNumbers = [
  -1,
  -0.5,
  -2147483649,
  2147483648,
  2 ** 53 + 1,
  -(2 ** 63),
  1e21,
  1e308,
  -1e308,
  5e-324,
  100001,
  -99999999,
];

/** A text that is malformed for any field: control characters, NUL, SQL, a bad date or id, random code points. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyTexts, ...badDates, ...badIds) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);
/** A 200 KB text, at most one a request (in the address, a header or a body field). */
const hugeString: fc.Arbitrary<string> = fc
  .constantFrom('x', '\u0000', 'é', "'", '🩺')
  .map((c) => c.repeat(HUGE / c.length));
const hugeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...hugeNumbers),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
/** A JSON value of another type than the schema's, or nested very deeply. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { $gt: '' }, JSON.parse('{"__proto__":{"admin":true}}')),
  hugeNumber,
  nastyString,
  fc.constant(0).map(() => deepNesting(400)),
);

function deepNesting(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Resolves `$ref`s into the contract's components and merges `allOf`. */
function resolve(contract: Contract, schema: JsonSchema | undefined, seen = 0): JsonSchema {
  if (!schema || seen > 8) return {};
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const found = contract.document.components.schemas[ref.split('/').pop() ?? ''];
    return resolve(contract, found, seen + 1);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as JsonSchema[]).map((s) => resolve(contract, s, seen + 1));
    return Object.assign({}, ...parts, {
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as JsonSchema,
      required: parts.flatMap((p) => (Array.isArray(p.required) ? (p.required as string[]) : [])),
    }) as JsonSchema;
  }
  const choices = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (Array.isArray(choices) && choices[0]) return resolve(contract, choices[0], seen + 1);
  return schema;
}

/** A value the schema accepts, or near enough (an enum member, a date, a number in range). */
function plausible(contract: Contract, raw: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(contract, raw);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  if (examples.length > 0) return fc.constantFrom(...examples);
  const type = Array.isArray(schema.type) ? (schema.type as string[])[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? schema.minimum : -10,
        max: typeof schema.maximum === 'number' ? Math.min(schema.maximum, 2 ** 31) : 1000,
      });
    case 'number':
      return fc.double({ min: -1000, max: 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(field(contract, schema.items as JsonSchema, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 2 ? fc.constant({}) : objectOf(contract, schema, depth + 1);
    default:
      switch (schema.format) {
        case 'date':
          return fc.constantFrom('2026-03-01', '2025-12-31');
        case 'date-time':
          return fc.constantFrom('2026-03-01T09:00:00.000Z', '2026-03-01T09:00:00+04:00');
        case 'email':
          return fc.constantFrom('someone@demo.test', 'nobody@example.ae');
        case 'password':
          return fc.constant('Strong@12345');
        default:
          return fc.string({ maxLength: 12 });
      }
  }
}

/** A field's value: mostly malformed, sometimes plausible so that the next field's checks are reached. */
function field(contract: Contract, schema: JsonSchema | undefined, depth: number): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: plausible(contract, schema, depth) }, { weight: 3, arbitrary: wrongValue });
}

function objectOf(contract: Contract, schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, fc.option(field(contract, s, depth), { nil: undefined })]),
  );
  const extra = fc.dictionary(
    nastyString.map((k) => k.slice(0, 40)),
    wrongValue,
    { maxKeys: 1 },
  );
  return fc.tuple(fc.record(model), extra).map(([known, more]) => {
    const value: Record<string, unknown> = { ...more };
    for (const [name, v] of Object.entries(known)) if (v !== undefined) value[name] = v;
    return value;
  });
}

/** A text for a parameter in the path, query or body of a form. */
function text(contract: Contract, schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    plausible(contract, schema, 3).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    nastyString,
    hugeNumber.map(String),
  );
}

/** Header values undici sends (visible ASCII). */
const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 64 }).map((s) => s.replace(/[^\x20-\x7e]/g, '').trim()),
  fc.constantFrom('Asia/Dubai', 'Mars/Olympus_Mons', '../../etc', "' OR 1=1", 'UTC'),
);

/** Everything fuzzed about one operation's request: parameters, headers, body. */
export function malformedRequest(
  contract: Contract,
  operation: OperationSpec,
  realPath: string,
): fc.Arbitrary<FuzzRequest> {
  const method = operation.method.toUpperCase();
  const realSegments = realPath.split('/');
  const templateSegments = operation.path.split('/');
  const pathParams = templateSegments.map((segment, i) => {
    if (!segment.startsWith('{')) return fc.constant(segment);
    const name = segment.slice(1, -1);
    const spec = operation.parameters.find((p) => p.name === name);
    return fc.oneof(fc.constant(realSegments[i] ?? ''), text(contract, spec?.schema).map(encodeURIComponent));
  });
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const query = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, fc.option(text(contract, p.schema), { nil: undefined })])),
  );
  const headers = fc.record({
    timezone: fc.option(headerText, { nil: undefined }),
    'x-envelope-key': fc.option(headerText, { nil: undefined, freq: 8 }),
    accept: fc.constantFrom('application/json', 'text/event-stream', '*/*', 'text/html;q=0.1, x/y'),
  });
  const media = Object.keys(operation.requestBody?.content ?? {});
  const schema = (mediaType: string) => operation.requestBody?.content[mediaType]?.schema;
  const jsonBody = fc.oneof(
    {
      weight: 4,
      arbitrary: objectOf(contract, resolve(contract, schema('application/json')), 0).map((v) => JSON.stringify(v)),
    },
    { weight: 1, arbitrary: wrongValue.map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '\u0000', '[1,]', '{"a":1}{"b":2}', '') },
  );
  const formBody = formOf(contract, resolve(contract, schema('multipart/form-data')));
  const body: fc.Arbitrary<{ contentType?: string; body?: string | FormData }> = media.includes('multipart/form-data')
    ? fc.oneof(
        formBody.map((form) => ({ body: form })),
        jsonBody.map((b) => ({ contentType: 'application/json', body: b })),
      )
    : media.includes('application/json')
      ? fc
          .tuple(
            jsonBody,
            fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data'),
          )
          .map(([b, contentType]) => ({ contentType, body: b }))
      : method === 'GET'
        ? fc.constant({})
        : fc.option(
            jsonBody.map((b) => ({ contentType: 'application/json', body: b })),
            { nil: {} },
          );
  // One request in four carries one huge value: a 200 KB text in the address or the body, or a
  // 20 KB header (past Node's 16 KB limit for the request line and headers together).
  const huge = fc.option(fc.tuple(fc.constantFrom('path', 'query', 'header', 'body'), hugeString), { freq: 3 });
  return fc
    .record({ pathParts: fc.tuple(...pathParams), query, headers, body, huge })
    .map(({ pathParts, query, headers, body, huge }) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value !== undefined) search.append(name, value);
      const sent: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent[name] = value;
      if (body.contentType) sent['content-type'] = body.contentType;
      let payload = body.body;
      const parts = [...pathParts];
      if (huge) {
        const [where, text] = huge;
        const param = parts.findIndex((_, i) => templateSegments[i]?.startsWith('{'));
        if (where === 'path' && param >= 0) parts[param] = encodeURIComponent(text);
        else if (where === 'query') search.append(queryParams[0]?.name ?? 'q', text);
        else if (where === 'header') sent.timezone = 'A'.repeat(20_000);
        else if (typeof payload === 'string' && isObject(payload))
          payload = JSON.stringify({ huge: text, ...JSON.parse(payload) });
        else if (payload instanceof FormData) payload.append('huge', text);
        else sent['x-huge'] = 'A'.repeat(20_000);
      }
      const qs = search.toString();
      return { method, path: `${parts.join('/')}${qs ? `?${qs}` : ''}`, headers: sent, body: payload };
    });
}

/** A multipart form: text fields malformed or plausible, files of random bytes under random names and types. */
function formOf(contract: Contract, schema: JsonSchema): fc.Arbitrary<FormData> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => {
      const isFile = resolve(contract, s).format === 'binary';
      const value: fc.Arbitrary<string | Blob> = isFile
        ? fc
            .record({
              bytes: fc.uint8Array({ maxLength: 64 }),
              name: fc.constantFrom('a.pdf', 'a.png', '../../x.exe', '\u0000.jpg', 'x'.repeat(300)),
              type: fc.constantFrom('application/pdf', 'image/png', 'text/html', ''),
            })
            .map(({ bytes, name, type }) => new File([bytes], name, { type }))
        : text(contract, s);
      return [name, fc.option(value, { nil: undefined })];
    }),
  );
  return fc.record(model).map((values) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value);
    return form;
  });
}

function isObject(json: string): boolean {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}
