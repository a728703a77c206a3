// The envelope's wire format, its header and its errors: no cryptography here,
// so the client's middleware can load it without tweetnacl (which loads on the
// first JSON body; see client/server-key.ts).
/**
 * The transport form of a JSON body: `{ iv, payload }`, both base64. `iv` is the
 * 24-byte tweetnacl `box` nonce, `payload` the ciphertext of the JSON text.
 */
export interface Envelope {
  iv: string;
  payload: string;
}

/** The request header that carries the client's public key (base64). */
export const ENVELOPE_KEY_HEADER = 'x-envelope-key';
/** The body does not decrypt (wrong key, tampered, not base64, not JSON). */
export const INVALID_ENCRYPTED_PAYLOAD = 'Invalid encrypted payload';
/** A plain JSON body arrived where an envelope is required. */
export const ENCRYPTED_PAYLOAD_REQUIRED = 'Encrypted payload required';

/** Why a body was refused; its message is the 400 answer's `message`. */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
  /** `required`: plain JSON where an envelope is required; `invalid`: it does not decrypt. */
  readonly reason: 'invalid' | 'required';
  constructor(
    message: typeof INVALID_ENCRYPTED_PAYLOAD | typeof ENCRYPTED_PAYLOAD_REQUIRED,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.reason = message === ENCRYPTED_PAYLOAD_REQUIRED ? 'required' : 'invalid';
  }
}

/** True for `{ iv: string, payload: string }` and nothing more. */
export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  const { iv, payload } = body as Record<string, unknown>;
  return keys.length === 2 && typeof iv === 'string' && typeof payload === 'string';
}
