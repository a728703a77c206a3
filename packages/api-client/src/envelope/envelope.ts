import nacl from 'tweetnacl';
import { decodeBase64, encodeBase64 } from './base64';

import {
  ENCRYPTED_PAYLOAD_REQUIRED,
  type Envelope,
  EnvelopeError,
  INVALID_ENCRYPTED_PAYLOAD,
  isEnvelope,
} from './format';

export {
  ENCRYPTED_PAYLOAD_REQUIRED,
  type Envelope,
  ENVELOPE_KEY_HEADER,
  EnvelopeError,
  INVALID_ENCRYPTED_PAYLOAD,
  isEnvelope,
} from './format';

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
