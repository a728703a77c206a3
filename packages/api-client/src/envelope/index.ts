// @aafiya/api-client/envelope: the JSON body encryption of ARCHITECTURE.md §3,
// for the browser (client) and for Node (server). tweetnacl `box` (X25519,
// XSalsa20-Poly1305); no DOM or Node-only API, so both sides import this module.
export { decodeBase64, encodeBase64 } from './base64';
export { createEnvelopeClient, type EnvelopeClient } from './client';
export {
  ENCRYPTED_PAYLOAD_REQUIRED,
  ENVELOPE_KEY_HEADER,
  type Envelope,
  EnvelopeError,
  INVALID_ENCRYPTED_PAYLOAD,
  isEnvelope,
  openEnvelope,
  sealEnvelope,
} from './envelope';
export { type EncodedKeyPair, generateKeyPair, keyPairFromSecretKey, sharedKey } from './keys';
export { createEnvelopeServer, type EnvelopeServer } from './server';
