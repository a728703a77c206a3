import {
  ENCRYPTED_PAYLOAD_REQUIRED,
  type Envelope,
  EnvelopeError,
  INVALID_ENCRYPTED_PAYLOAD,
  isEnvelope,
  openEnvelope,
  sealEnvelope,
} from './envelope';
import { type EncodedKeyPair, sharedKey } from './keys';

/** The server side of the envelope, for the server's one key pair. */
export interface EnvelopeServer {
  /** The server's public key, published at `GET /crypto/public-key` as `{ publicKey }`. */
  readonly publicKey: string;
  /**
   * Decrypts a request body with the client's key from the `x-envelope-key`
   * header. Throws EnvelopeError "Encrypted payload required" for a plain body
   * and "Invalid encrypted payload" for one that does not decrypt (or a missing
   * or malformed client key): answer both with 400 and the message.
   */
  open(body: unknown, clientPublicKey: string | null | undefined): unknown;
  /** Encrypts an answer to the client whose key came with the request, under a fresh nonce. */
  seal(value: unknown, clientPublicKey: string): Envelope;
}

const CACHE_LIMIT = 1000;

export function createEnvelopeServer(keyPair: EncodedKeyPair): EnvelopeServer {
  // box.before is the costly step: keep the shared keys of recent clients.
  const cache = new Map<string, Uint8Array>();
  const keyFor = (clientPublicKey: string) => {
    let key = cache.get(clientPublicKey);
    if (!key) {
      key = sharedKey(clientPublicKey, keyPair.secretKey);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
      cache.set(clientPublicKey, key);
    }
    return key;
  };
  return {
    publicKey: keyPair.publicKey,
    open(body, clientPublicKey) {
      if (!isEnvelope(body)) throw new EnvelopeError(ENCRYPTED_PAYLOAD_REQUIRED);
      // An envelope without the client's key cannot be read.
      if (!clientPublicKey) throw new EnvelopeError(INVALID_ENCRYPTED_PAYLOAD);
      return openEnvelope(body, keyFor(clientPublicKey));
    },
    seal: (value, clientPublicKey) => sealEnvelope(value, keyFor(clientPublicKey)),
  };
}
