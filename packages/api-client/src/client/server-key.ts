import type { EnvelopeClient } from '../envelope/client';
import type { EncodedKeyPair } from '../envelope/keys';
import { ApiError, errorMessageOf, parseBody } from './api-error';

export interface EnvelopeOptions {
  /** The server's public key (base64), or how to get it. Default: `GET {baseUrl}/crypto/public-key`. */
  serverPublicKey?: string | (() => Promise<string>);
  /** The tab's key pair. Default: a fresh one for each client (each tab). */
  keyPair?: EncodedKeyPair;
}

/**
 * The tab's envelope, made once: its own key pair and the shared key with the
 * server's. A failed key request is not cached, so the next call tries again.
 * The cryptography (tweetnacl) loads with the first JSON body, not with the
 * page: most first screens send none.
 */
export function lazyEnvelope(
  options: EnvelopeOptions,
  baseUrl: string,
  fetchImpl: (request: Request) => Promise<Response>,
): () => Promise<EnvelopeClient> {
  let pending: Promise<EnvelopeClient> | undefined;

  const serverKey = async (): Promise<string> => {
    const source = options.serverPublicKey;
    if (typeof source === 'string') return source;
    if (source) return source();
    const response = await fetchImpl(new Request(`${baseUrl}/crypto/public-key`));
    const body = parseBody(await response.text());
    if (!response.ok) throw new ApiError(response.status, errorMessageOf(body, response.status), { body });
    const publicKey = typeof body === 'object' && body !== null && 'publicKey' in body ? body.publicKey : undefined;
    if (typeof publicKey !== 'string') throw new ApiError(response.status, 'The server sent no envelope public key');
    return publicKey;
  };

  return () => {
    pending ??= Promise.all([serverKey(), import('../envelope/client')])
      .then(([key, { createEnvelopeClient }]) => createEnvelopeClient(key, options.keyPair))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
}
