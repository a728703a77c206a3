import type { Middleware } from 'openapi-fetch';
import type { EnvelopeClient } from '../envelope/client';
import { ENVELOPE_KEY_HEADER, EnvelopeError, isEnvelope } from '../envelope/format';
import { ApiError } from './api-error';

const isJson = (contentType: string | null) => contentType !== null && /^application\/(.+\+)?json\b/i.test(contentType);

/**
 * Encrypts JSON request bodies into `{ iv, payload }` with the tab's key in
 * `x-envelope-key`, and decrypts the enveloped answers to those requests.
 * Multipart (FormData) bodies and requests without a body pass untouched.
 */
export function envelopeMiddleware(getEnvelope: () => Promise<EnvelopeClient>): Middleware {
  return {
    async onRequest({ request }) {
      if (request.method === 'GET' || request.method === 'HEAD') return undefined;
      if (!isJson(request.headers.get('content-type'))) return undefined;
      const text = await request.clone().text();
      if (text === '') return undefined;
      const envelope = await getEnvelope();
      const headers = new Headers(request.headers);
      headers.set(ENVELOPE_KEY_HEADER, envelope.publicKey);
      headers.delete('content-length');
      return new Request(request, {
        method: request.method, // not GET or HEAD (those returned above), so it may carry the body
        headers,
        body: JSON.stringify(envelope.seal(JSON.parse(text))),
      });
    },
    async onResponse({ request, response }) {
      if (!request.headers.has(ENVELOPE_KEY_HEADER) || !isJson(response.headers.get('content-type'))) return undefined;
      const text = await response.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return undefined;
      }
      // Answers the server did not envelope (such as some errors) pass as they are.
      if (!isEnvelope(body)) return undefined;
      const envelope = await getEnvelope();
      let plain: unknown;
      try {
        plain = envelope.open(body);
      } catch (error) {
        if (error instanceof EnvelopeError) throw new ApiError(response.status, error.message, { cause: error });
        throw error;
      }
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify(plain), { status: response.status, statusText: response.statusText, headers });
    },
  };
}
