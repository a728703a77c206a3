import { createPrivateKey, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createEnvelopeServer,
  decodeBase64,
  generateKeyPair,
  type EncodedKeyPair,
  type EnvelopeServer,
} from '@aafiya/api-client/envelope';

/** PKCS #8 (RFC 8410) of an X25519 private key, before its 32 bytes. */
const X25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b656e04220420', 'hex');

/**
 * The key pair of a stored secret key, as `keyPairFromSecretKey` gives it (the
 * same X25519 public key), derived by Node's native X25519: tweetnacl's
 * scalar multiplication, run once at start before it is optimised, cost about
 * 80 ms of every start. Throws a TypeError when the text is not a base64 32-byte key.
 */
function keyPairOf(secretKey: string): EncodedKeyPair {
  const bytes = decodeBase64(secretKey);
  if (bytes?.length !== 32) throw new TypeError('The secret key must be 32 bytes in base64');
  const privateKey = createPrivateKey({
    key: Buffer.concat([X25519_PKCS8_PREFIX, bytes]),
    format: 'der',
    type: 'pkcs8',
  });
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (typeof x !== 'string') throw new TypeError('The secret key gives no X25519 public key');
  return { publicKey: Buffer.from(x, 'base64url').toString('base64'), secretKey };
}

/**
 * The server's X25519 key pair for the JSON envelope: ENVELOPE_SECRET_KEY
 * (base64), or one made on first start and kept in the data folder.
 */
export function loadEnvelopeServer(dataDir: string, fromEnv = process.env.ENVELOPE_SECRET_KEY): EnvelopeServer {
  if (fromEnv) return createEnvelopeServer(keyPairOf(fromEnv));
  if (dataDir === 'memory://') return createEnvelopeServer(generateKeyPair());
  const file = path.join(dataDir, 'envelope-secret-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, generateKeyPair().secretKey, { mode: 0o600 });
  }
  return createEnvelopeServer(keyPairOf(readFileSync(file, 'utf8').trim()));
}
