import { type Envelope, openEnvelope, sealEnvelope } from './envelope';
import { type EncodedKeyPair, generateKeyPair, sharedKey } from './keys';

/** The browser side of the envelope, for one tab and one server key. */
export interface EnvelopeClient {
  /** The tab's public key (base64), sent in the `x-envelope-key` header. */
  readonly publicKey: string;
  /** Encrypts a JSON request body. */
  seal(value: unknown): Envelope;
  /** Decrypts an enveloped answer (throws EnvelopeError when it does not decrypt). */
  open(body: unknown): unknown;
}

/**
 * Makes the tab's key pair (or uses the one given) and the shared key with the
 * server's public key from `GET /crypto/public-key`.
 */
export function createEnvelopeClient(
  serverPublicKey: string,
  keyPair: EncodedKeyPair = generateKeyPair(),
): EnvelopeClient {
  const key = sharedKey(serverPublicKey, keyPair.secretKey);
  return {
    publicKey: keyPair.publicKey,
    seal: (value) => sealEnvelope(value, key),
    open: (body) => openEnvelope(body, key),
  };
}
