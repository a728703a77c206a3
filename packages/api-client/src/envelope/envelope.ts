import nacl from 'tweetnacl';
import { decodeBase64, encodeBase64 } from './base64';

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

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Encrypts the JSON of `value` with a shared key (`nacl.box.before`), under a fresh nonce. */
export function sealEnvelope(value: unknown, sharedKey: Uint8Array): Envelope {
  const nonce = nacl.randomBytes(nacl.box.nonceLength);
  const message = encoder.encode(JSON.stringify(value));
  return { iv: encodeBase64(nonce), payload: encodeBase64(nacl.box.after(message, nonce, sharedKey)) };
}

/**
 * Decrypts an envelope made with the same shared key and parses its JSON.
 * Throws EnvelopeError "Encrypted payload required" when `body` is not an
 * envelope, and "Invalid encrypted payload" when it does not decrypt.
 */
export function openEnvelope(body: unknown, sharedKey: Uint8Array): unknown {
  if (!isEnvelope(body)) throw new EnvelopeError(ENCRYPTED_PAYLOAD_REQUIRED);
  const nonce = decodeBase64(body.iv);
  const ciphertext = decodeBase64(body.payload);
  if (!nonce || nonce.length !== nacl.box.nonceLength || !ciphertext) {
    throw new EnvelopeError(INVALID_ENCRYPTED_PAYLOAD);
  }
  const message = nacl.box.open.after(ciphertext, nonce, sharedKey);
  if (!message) throw new EnvelopeError(INVALID_ENCRYPTED_PAYLOAD);
  try {
    return JSON.parse(decoder.decode(message)) as unknown;
  } catch (cause) {
    throw new EnvelopeError(INVALID_ENCRYPTED_PAYLOAD, { cause });
  }
}
