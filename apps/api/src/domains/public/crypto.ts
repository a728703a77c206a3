import type { HandlerGroup } from '../../http/types';

export const cryptoHandlers = {
  /** The server's envelope public key (base64 X25519). */
  getCryptoPublicKey: (_request, services) => Promise.resolve({ json: { publicKey: services.envelope.publicKey } }),
} satisfies HandlerGroup;
