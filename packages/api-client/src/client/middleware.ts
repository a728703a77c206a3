import type { Middleware } from 'openapi-fetch';
import { ApiError, errorMessageOf, NETWORK_ERROR_MESSAGE, parseBody } from './api-error';

export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/** `Authorization: Bearer <token>` on every call made while signed in. */
export function bearerMiddleware(getToken: TokenSource): Middleware {
  return {
    async onRequest({ request }) {
      if (request.headers.has('authorization')) return undefined;
      const token = await getToken();
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  };
}

/** The `timezone` header: the browser's IANA zone, for the server's day filters. */
export function timezoneMiddleware(timezone: () => string): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has('timezone')) request.headers.set('timezone', timezone());
      return request;
    },
  };
}

/**
 * A 401 to a call that carried a token means the session is over: the handler
 * clears local storage and goes to /login. A 401 to a call without a token (wrong
 * credentials on the sign-in form) is only an error, so the form can show it.
 */
export function unauthorizedMiddleware(onUnauthorized: () => void): Middleware {
  return {
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('authorization')) onUnauthorized();
      return undefined;
    },
  };
}

/**
 * Failures become one error type: ApiError with the status and the server's
 * `message` (or a default). Calls reject with it, so query hooks and callers
 * read `error.message` for the toast.
 */
export function errorMiddleware(): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const body = parseBody(await response.clone().text());
      throw new ApiError(response.status, errorMessageOf(body, response.status), { body });
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      if (error instanceof Error && error.name === 'AbortError') return error;
      return new ApiError(0, NETWORK_ERROR_MESSAGE, { cause: error });
    },
  };
}
