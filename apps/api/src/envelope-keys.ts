import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createEnvelopeServer,
  generateKeyPair,
  keyPairFromSecretKey,
  type EnvelopeServer,
} from '@aafiya/api-client/envelope';

/**
 * The server's X25519 key pair for the JSON envelope: ENVELOPE_SECRET_KEY
 * (base64), or one made on first start and kept in the data folder.
 */
export function loadEnvelopeServer(dataDir: string, fromEnv = process.env.ENVELOPE_SECRET_KEY): EnvelopeServer {
  if (fromEnv) return createEnvelopeServer(keyPairFromSecretKey(fromEnv));
  if (dataDir === 'memory://') return createEnvelopeServer(generateKeyPair());
  const file = path.join(dataDir, 'envelope-secret-key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, generateKeyPair().secretKey, { mode: 0o600 });
  }
  return createEnvelopeServer(keyPairFromSecretKey(readFileSync(file, 'utf8').trim()));
}
