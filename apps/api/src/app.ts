import { decodeBase64, ENVELOPE_KEY_HEADER } from '@aafiya/api-client/envelope';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { auditTrail } from './audit/audit-trail';
import { SessionCache } from './auth/sessions';
import type { Claims } from './auth/tokens';
import type { Contract } from './contract/contract';
import { RouteMatcher } from './contract/route-matcher';
import { createValidators } from './contract/validator';
import { bodyLimit } from './http/body-limit';
import { LAB_RESULTS_MAX_BODY_BYTES, TOO_BIG as LAB_REPORT_TOO_BIG } from './domains/laboratory/lab-result-rules';
import { clientAddress } from './http/client-address';
import { fromDatabaseError } from './http/errors';
import { badRequest, HttpError } from './http/http-error';
import { AnswerCache } from './http/answer-cache';
import { readBody } from './http/read-body';
import type { ApiAnswer, HandlerMap, UntypedHandler, UntypedRequest } from './http/types';
import { enforceBodyPolicy, enforcePolicy } from './policy/access-policy';
import type { Services } from './services';
import { contentDisposition } from './http/content-disposition';

const DEFAULT_TIMEZONE = 'Asia/Dubai';
/** An X25519 public key (`x-envelope-key`) is 32 bytes. */
const ENVELOPE_KEY_BYTES = 32;
/** The largest upload the specification allows is a 20,000,000-byte promo video (lab results: see below). */
const MAX_BODY_BYTES = 21 * 1024 * 1024;
/** The path of submitLabResults, whose body has a limit of its own. */
const LAB_RESULTS_PATH = '/labRequests/updateRequest';

export interface AppOptions {
  contract: Contract;
  services: Services;
  handlers: HandlerMap;
  log?: (line: string) => void;
}

/**
 * The API: every request under /api goes through one pipeline — route to a
 * contract operation (404/405), authenticate (401), the access policy (403),
 * validate parameters and body against the contract (400/415), the policy's
 * check of a record the body names (403/404), then the handler. Every failure is answered `{ message }`.
 */
export function createApi({ contract, services, handlers, log = console.error }: AppOptions): Hono {
  const matcher = new RouteMatcher(contract.operations);
  const validators = createValidators(contract);
  const cache = new AnswerCache();
  const sessions = new SessionCache();
  const api = new Hono();

  const generalLimit = bodyLimit(MAX_BODY_BYTES, (c) => c.json({ message: 'The request is too large' }, 413));
  // A lab result submission carries several PDF reports of up to 20 MB each (lab-result-rules.ts).
  const labResultsLimit = bodyLimit(LAB_RESULTS_MAX_BODY_BYTES, (c) => c.json({ message: LAB_REPORT_TOO_BIG }, 413));
  const limitOfPath: MiddlewareHandler = (c, next) =>
    (c.req.path.replace(/^\/api/, '') === LAB_RESULTS_PATH ? labResultsLimit : generalLimit)(c, next);
  api.use('*', limitOfPath);
  api.use('*', auditTrail(services, log));

  api.all('*', async (c) => {
    const pathname = c.req.path.replace(/^\/api/, '') || '/';
    const match = matcher.match(c.req.method, pathname);
    if (match === undefined) throw new HttpError(404, `No such API call: ${c.req.method} ${pathname}`);
    if (match === 'method-not-allowed') throw new HttpError(405, `${c.req.method} is not allowed on ${pathname}`);
    const { operation, params } = match;
    const audit = Object.assign(c.get('audit'), { operation, params });

    const user = await authenticate(c, services, sessions, operation.operationId);
    audit.user = user;
    if (!operation.isPublic && !user && c.req.header('authorization')) {
      throw new HttpError(401, 'Your session has expired. Please sign in again');
    }

    // An answer kept since its data last changed (x-cache; http/answer-cache.ts). The key is
    // everything the answer depends on: the request line, body and headers the handler reads,
    // and for signed-in reads the caller. A kept answer was made for this same request by this
    // same caller at this same data version, so it passed the policy and validation then and
    // would now; it goes out without them. Enveloped answers are sealed per request: never kept.
    const keep =
      operation.cache && !c.req.header(ENVELOPE_KEY_HEADER) && (operation.cache !== 'data' || user)
        ? operation.cache
        : undefined;
    const version = keep ? services.versions.version(keep) : undefined;
    const cacheKey = version && keep ? await keyOf(c, pathname, keep === 'data' ? user : undefined) : undefined;
    const hit = cacheKey && version ? cache.get(cacheKey, version) : undefined;
    if (hit) return cache.answer(hit, c.req.header('accept-encoding'), true);

    await enforcePolicy(services.database.db, operation, user, params);

    const query = Object.fromEntries(new URL(c.req.url).searchParams.entries()) as Record<string, unknown>;
    const headers: Record<string, unknown> = {};
    for (const p of operation.parameters.filter((p) => p.in === 'header')) {
      const value = c.req.header(p.name);
      if (value !== undefined) headers[p.name.toLowerCase()] = value;
    }
    for (const [location, values] of [
      ['path', params],
      ['query', query],
      ['header', headers],
    ] as const) {
      const error = validators.params(operation, location, values);
      if (error) throw badRequest(error);
    }
    // The answer is sealed with the client's key: a malformed one is refused before the handler acts.
    const clientKey = c.req.header(ENVELOPE_KEY_HEADER);
    if (clientKey && decodeBase64(clientKey)?.length !== ENVELOPE_KEY_BYTES) {
      throw badRequest(`${ENVELOPE_KEY_HEADER} must be the client's base64 X25519 public key`);
    }

    const body = await readBody(c, operation, services);
    if (body.mediaType && body.forValidation !== undefined) {
      const error = validators.body(operation, body.mediaType, body.forValidation);
      if (error) throw badRequest(error);
    }
    await enforceBodyPolicy(services.database.db, operation, user, body.fields);
    const fields =
      body.mediaType === 'multipart/form-data' && body.forValidation
        ? Object.fromEntries(
            Object.entries(body.forValidation as Record<string, unknown>).filter(([key]) => !(key in body.files)),
          )
        : body.fields;

    const handler = handlerOf(handlers, operation.operationId);
    const request: UntypedRequest = {
      operation,
      params,
      query,
      body: fields,
      files: body.files,
      user,
      timezone: typeof headers.timezone === 'string' ? headers.timezone : DEFAULT_TIMEZONE,
      accept: c.req.header('accept') ?? '',
      clientAddress: clientAddress(c, services.config.trustedProxies),
    };
    const result = await handler(request, services);
    audit.answer = result;
    if (cacheKey && version && 'json' in result && (result.status ?? 200) === 200)
      return cache.answer(cache.set(cacheKey, version, result.json), c.req.header('accept-encoding'), false);
    // Answers to an enveloped request travel in the envelope too, under a fresh nonce.
    if (clientKey && 'json' in result)
      return answer(c, { ...result, json: services.envelope.seal(result.json, clientKey) });
    return answer(c, result);
  });

  api.onError((error, c) => {
    const known = error instanceof HttpError ? error : fromDatabaseError(error);
    if (known) return c.json({ message: known.message }, known.status, known.headers);
    log(`[api] unexpected error on ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json({ message: 'Something went wrong on our side. Please try again.' }, 500);
  });

  return api;
}

/**
 * The handler of an operation the router found in the contract. The registry's
 * type proves every operation has one; the request was validated against the
 * same contract just before, so handing it to the handler typed for that
 * operation is sound, and this is the one place the types are set aside.
 */
function handlerOf(handlers: HandlerMap, operationId: string): UntypedHandler {
  const handler: unknown = (handlers as Readonly<Record<string, unknown>>)[operationId];
  if (typeof handler !== 'function') throw new HttpError(404, `${operationId} is not available on this server yet`);
  return handler as UntypedHandler;
}

/**
 * Operations that also take the token in the `access_token` query parameter
 * (the contract's sseAccessToken scheme): EventSource cannot send headers.
 * Nowhere else, as URLs end up in logs.
 */
const QUERY_TOKEN_OPERATIONS = new Set(['streamNotifications']);

async function authenticate(c: Context, services: Services, sessions: SessionCache, operationId: string) {
  const header = c.req.header('authorization');
  const queryToken = QUERY_TOKEN_OPERATIONS.has(operationId) ? c.req.query('access_token') : undefined;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : queryToken;
  // A well-signed token of a deleted account, or one signed before a password change, is no session.
  return token ? sessions.live(services, await services.tokens.verify(token)) : undefined;
}

/** A kept answer's key: the request and, for a signed-in read, who asks (their scope in the token). */
async function keyOf(c: Context, pathname: string, user: Claims | undefined): Promise<string> {
  const caller = user
    ? [user.sub, user.role, user.referenceId, user.hospitalId ?? '', user.sessionVersion ?? 0].join(' ')
    : '';
  // The body with its type: the same bytes sent as another type are refused (415), never answered.
  const body = c.req.method === 'GET' ? '' : `${c.req.header('content-type') ?? ''}\n${await c.req.text()}`;
  const search = new URL(c.req.url).search;
  return [caller, `${c.req.method} ${pathname}${search}`, c.req.header('timezone') ?? '', body].join('\n');
}

function answer(c: Context, result: ApiAnswer): Response {
  if ('response' in result) return result.response;
  const status = (result.status ?? 200) as 200;
  if ('json' in result) return c.json(result.json as object, status);
  const { bytes, mime, filename, inline } = result.file;
  return new Response(bytes, {
    status,
    headers: {
      'content-type': mime,
      'content-length': String(bytes.length),
      'content-disposition': contentDisposition(filename, inline),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}
