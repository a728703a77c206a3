import createFetchClient, { type Client } from 'openapi-fetch';
import createQueryBindings, { type OpenapiQueryClient } from 'openapi-react-query';
import type { paths } from '../schema.gen';
import { createSession, type Session } from '../session';
import { currentTimezone } from '../timezone';
import { type UploadFunction, createUploader } from '../upload/client-upload';
import { envelopeMiddleware } from './envelope-middleware';
import { toFormData } from './form-data';
import {
  bearerMiddleware,
  errorMiddleware,
  type TokenSource,
  timezoneMiddleware,
  unauthorizedMiddleware,
} from './middleware';
import { multipartOperations } from './multipart.gen';
import { type EnvelopeOptions, lazyEnvelope } from './server-key';

export const DEFAULT_BASE_URL = '/api';
export const LOGIN_PATH = '/login';

export interface ApiClientOptions {
  /** Where the API is served. Default `/api` on the same origin (Node needs an absolute URL). */
  baseUrl?: string;
  /** The session in local storage. Default: the browser's. */
  session?: Session;
  /** The bearer token. Default: the session's. */
  getToken?: TokenSource;
  /** What a 401 to a signed-in call does. Default: clear local storage and navigate to `/login`. */
  onUnauthorized?: () => void;
  /** Navigation used by the default 401 handling. Default: `window.location.assign`. */
  navigate?: (path: string) => void;
  /** JSON body encryption: on by default; `false` turns it off (tools and tests only). */
  envelope?: boolean | EnvelopeOptions;
  /** The IANA zone sent in the `timezone` header. Default: the browser's. */
  timezone?: () => string;
  /** The fetch to use. Default: the global fetch at the time of each call. */
  fetch?: (request: Request) => Promise<Response>;
}

/** The typed API: openapi-fetch's `GET`/`POST`/… plus query bindings, uploads and the session. */
export type ApiClient = Client<paths> & {
  /** TanStack Query bindings (openapi-react-query): `api.query.useQuery('get', '/doctors')`. */
  readonly query: OpenapiQueryClient<paths>;
  /** Multipart upload with progress in percent (XHR). */
  readonly upload: UploadFunction;
  readonly session: Session;
  readonly baseUrl: string;
};

function defaultNavigate(path: string) {
  if (typeof window === 'undefined') return;
  if (window.location.pathname !== path) window.location.assign(path);
}

/**
 * The API client of every site. Middleware, in this order on the way out:
 * bearer token, `timezone` header, JSON envelope encryption; on the way back:
 * envelope decryption, 401 handling, error normalisation (calls reject with
 * ApiError carrying the server's `message`).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const session = options.session ?? createSession();
  const getToken = options.getToken ?? (() => session.getToken());
  const timezone = options.timezone ?? currentTimezone;
  const navigate = options.navigate ?? defaultNavigate;
  const onUnauthorized =
    options.onUnauthorized ??
    (() => {
      session.clear();
      navigate(LOGIN_PATH);
    });
  // Looked up at each call, so a fetch patched later (MSW, tests) is used.
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  const client = createFetchClient<paths>({ baseUrl, fetch: fetchImpl });
  // openapi-fetch runs onRequest in the order given and onResponse in reverse.
  // Registered so: bearer → timezone → envelope on requests, and
  // envelope → 401 → errors on answers (an enveloped error is decrypted first).
  client.use(bearerMiddleware(getToken), timezoneMiddleware(timezone), errorMiddleware());
  client.use(unauthorizedMiddleware(onUnauthorized));
  if (options.envelope !== false) {
    const envelopeOptions = typeof options.envelope === 'object' ? options.envelope : {};
    client.use(envelopeMiddleware(lazyEnvelope(envelopeOptions, baseUrl, fetchImpl)));
  }

  const typed = withMultipartBodies(client);
  const upload = createUploader({ baseUrl, getToken, timezone, onUnauthorized });
  return { ...typed, query: createQueryBindings(typed), upload, session, baseUrl };
}

type BodyMethod = 'POST' | 'PUT' | 'PATCH';
type AnyInit = { bodySerializer?: unknown } | undefined;

/**
 * Operations the contract gives a multipart body send their `body` object as
 * FormData (see toFormData), unless the call brings its own bodySerializer; so
 * a file upload can never go out as (enveloped) JSON by mistake.
 */
function withMultipartBodies(client: Client<paths>): Client<paths> {
  const wrap = (method: BodyMethod) => {
    const call = client[method] as (path: string, init: AnyInit) => Promise<unknown>;
    return (path: string, init: AnyInit) =>
      call(
        path,
        multipartOperations.has(`${method} ${path}`) && !init?.bodySerializer
          ? { ...init, bodySerializer: toFormData }
          : init,
      );
  };
  return {
    ...client,
    POST: wrap('POST') as Client<paths>['POST'],
    PUT: wrap('PUT') as Client<paths>['PUT'],
    PATCH: wrap('PATCH') as Client<paths>['PATCH'],
  };
}
