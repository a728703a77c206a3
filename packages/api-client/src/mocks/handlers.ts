import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { createEnvelopeServer, ENVELOPE_KEY_HEADER, isEnvelope } from '../envelope';
import type { paths } from '../schema.gen';
import { buildAnswer } from './answer';
import { fixtures } from './fixtures';
import { MOCK_SERVER_KEY_PAIR } from './mock-keys';
import { fixtureListsFor } from './operation-fixtures';
import { type ContractOperation, contractOperations } from './operations.gen';

/** Where the mocks answer: any origin, under `/api`. */
export const DEFAULT_MOCK_BASE_URL = '*/api';

export interface MockHandlerOptions {
  /** URL prefix of the API. Default: any origin, `/api` (`*\/api`). */
  baseUrl?: string;
  /** Answer enveloped requests (with `x-envelope-key`) in the envelope, as the server does. Default true. */
  envelope?: boolean;
}

/** `/doctors/{id}` → `*\/api/doctors/:id` (MSW's path syntax). */
export function mockUrl(path: string, baseUrl: string = DEFAULT_MOCK_BASE_URL): string {
  return baseUrl.replace(/\/+$/, '') + path.replace(/\{([^}]+)\}/g, ':$1');
}

/** A tiny valid PDF, the body of every PDF answer of the mocks. */
export const MOCK_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const envelopeServer = createEnvelopeServer(MOCK_SERVER_KEY_PAIR);

/**
 * Literal segments before parameters, so `/doctors/all` wins over `/doctors/{id}`
 * and `/appointments/cancel/{id}` over `/appointments/{id}/{patientId}` (MSW
 * uses the first handler that matches).
 */
function specificity(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '1' : '0'))
    .join('');
}

/** A JSON answer, in the envelope when the request came enveloped (as the server answers). */
function jsonAnswer(answer: unknown, request: Request, status: number, envelope = true) {
  const clientKey = request.headers.get(ENVELOPE_KEY_HEADER);
  const json = envelope && clientKey ? envelopeServer.seal(answer, clientKey) : answer;
  return HttpResponse.json(json as JsonBodyType, { status });
}

/** The JSON body of a request to the mocks, decrypted when it came enveloped. */
export async function readMockJson(request: Request): Promise<unknown> {
  const body = (await request.clone().json()) as unknown;
  const clientKey = request.headers.get(ENVELOPE_KEY_HEADER);
  return clientKey && isEnvelope(body) ? envelopeServer.open(body, clientKey) : body;
}

function answerOf(operation: ContractOperation, request: Request, params: Record<string, unknown>, envelope: boolean) {
  const { body, status } = operation;
  switch (body.kind) {
    case 'empty':
      return new HttpResponse(null, { status });
    case 'binary':
      return new HttpResponse(MOCK_PDF, { status, headers: { 'content-type': body.contentType } });
    case 'event-stream':
      return new HttpResponse(`event: notification\ndata: ${JSON.stringify(fixtures.NotificationEvent)}\n\n`, {
        status,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
      });
    case 'json': {
      const strings = Object.fromEntries(
        Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const context = { params: strings, fixtureLists: fixtureListsFor(operation.operationId) };
      return jsonAnswer(buildAnswer(body.shape, context), request, status, envelope);
    }
  }
}

/**
 * MSW handlers for every operation of the contract (generated from it, so none
 * is missed), answering in the contract's shape with the fixtures.
 */
export function createHandlers(options: MockHandlerOptions = {}): HttpHandler[] {
  const { baseUrl = DEFAULT_MOCK_BASE_URL, envelope = true } = options;
  return [...contractOperations]
    .sort((a, b) => specificity(a.path).localeCompare(specificity(b.path)))
    .map((operation) =>
      http[operation.method === 'trace' ? 'all' : operation.method](
        mockUrl(operation.path, baseUrl),
        ({ request, params }) => answerOf(operation, request, params, envelope),
      ),
    );
}

/** The handlers for the default base URL (`*\/api`). */
export const handlers: HttpHandler[] = createHandlers();

type Method = 'get' | 'put' | 'post' | 'delete';
type JsonAnswer<Op> = Op extends { responses: infer R }
  ? R extends { 200: { content: { 'application/json': infer B } } }
    ? B
    : R extends { 201: { content: { 'application/json': infer B } } }
      ? B
      : never
  : never;

/**
 * A typed one-off answer for a story or test, placed before `handlers`:
 * `mockOperation('get', '/doctors', { doctors: [], pageNumber: 0, numberOfPages: 0 })`.
 */
export function mockOperation<P extends keyof paths, M extends Method>(
  method: M,
  path: P,
  answer: JsonAnswer<paths[P][M]> | ((request: Request) => JsonAnswer<paths[P][M]>),
  options: { status?: number; baseUrl?: string } = {},
): HttpHandler {
  return http[method](mockUrl(path, options.baseUrl), ({ request }) =>
    jsonAnswer(typeof answer === 'function' ? answer(request) : answer, request, options.status ?? 200),
  );
}

/**
 * A one-off failure for a story or test, placed before `handlers`: the server's
 * `{ message }` (or any error body) with a status, or no body at all when none
 * is given: `mockError('post', '/users/login', 401, { message: 'Invalid Credentials' })`.
 */
export function mockError(
  method: Method,
  path: keyof paths,
  status: number,
  body?: { message?: string; error?: string },
  options: { baseUrl?: string } = {},
): HttpHandler {
  return http[method](mockUrl(path, options.baseUrl), ({ request }) =>
    body === undefined ? new HttpResponse(null, { status }) : jsonAnswer(body, request, status),
  );
}
