import nacl from 'tweetnacl';
import { decodeBase64, encodeBase64 } from './base64';
import { EnvelopeError, INVALID_ENCRYPTED_PAYLOAD } from './envelope';

/** An X25519 key pair, both keys base64 (32 bytes each). */
export interface EncodedKeyPair {
  publicKey: string;
  secretKey: string;
}

/** A fresh X25519 key pair for `box` (each browser tab makes its own; the server keeps one). */
export function generateKeyPair(): EncodedKeyPair {
  const pair = nacl.box.keyPair();
  return { publicKey: encodeBase64(pair.publicKey), secretKey: encodeBase64(pair.secretKey) };
}

/** The key pair of a stored secret key. Throws when the text is not a base64 32-byte key. */
export function keyPairFromSecretKey(secretKey: string): EncodedKeyPair {
  const pair = nacl.box.keyPair.fromSecretKey(decodeKey(secretKey, 'secret key'));
  return { publicKey: encodeBase64(pair.publicKey), secretKey };
}

function decodeKey(text: string, what: string): Uint8Array {
  const bytes = decodeBase64(text);
  if (!bytes || bytes.length !== nacl.box.publicKeyLength) {
    throw new TypeError(`The ${what} must be 32 bytes in base64`);
  }
  return bytes;
}

/**
 * The shared key of the two sides: `nacl.box.before(theirPublicKey, mySecretKey)`.
 * Throws EnvelopeError "Invalid encrypted payload" when their key is malformed,
 * because that is what a client with a bad `x-envelope-key` gets.
 */
export function sharedKey(theirPublicKey: string, mySecretKey: string): Uint8Array {
  const publicKey = decodeBase64(theirPublicKey);
  if (!publicKey || publicKey.length !== nacl.box.publicKeyLength) {
    throw new EnvelopeError(INVALID_ENCRYPTED_PAYLOAD);
  }
  return nacl.box.before(publicKey, decodeKey(mySecretKey, 'secret key'));
}
