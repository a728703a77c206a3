import type { Handlers } from '../http/types';

export const cryptoHandlers: Handlers = {
  /** The server's envelope public key (base64 X25519). */
  getCryptoPublicKey: (_request, services) => Promise.resolve({ json: { publicKey: services.envelope.publicKey } }),
};
