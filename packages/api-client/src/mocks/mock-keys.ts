import { type EncodedKeyPair, keyPairFromSecretKey } from '../envelope';

/**
 * The mock API's envelope key pair. Public on purpose: the mocks answer enveloped
 * requests with it, and `GET /crypto/public-key` of the mocks publishes it.
 * Never use it for a real server.
 */
export const MOCK_SERVER_KEY_PAIR: EncodedKeyPair = keyPairFromSecretKey(
  'QWFmaXlhIG1vY2sgc2VydmVyIGtleSwgbm90IHNlY3I=',
);

/** A fixed client key pair, for fixtures and tests that need a reproducible envelope. */
export const MOCK_CLIENT_KEY_PAIR: EncodedKeyPair = keyPairFromSecretKey(
  'QWFmaXlhIG1vY2sgY2xpZW50IGtleSwgbm90IHNlY3I=',
);
