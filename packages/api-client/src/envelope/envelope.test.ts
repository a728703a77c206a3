import { describe, expect, it } from 'vitest';
import {
  createEnvelopeClient,
  createEnvelopeServer,
  decodeBase64,
  ENCRYPTED_PAYLOAD_REQUIRED,
  encodeBase64,
  generateKeyPair,
  INVALID_ENCRYPTED_PAYLOAD,
  isEnvelope,
  keyPairFromSecretKey,
} from './index';

const login = { email: 'mariam.alkaabi@example.ae', password: 'Aafiya#2026', note: 'مرحبا' };

function pair() {
  const server = createEnvelopeServer(generateKeyPair());
  const client = createEnvelopeClient(server.publicKey);
  return { server, client };
}

describe('envelope', () => {
  it('round-trips a request to the server and the answer back to the tab', () => {
    const { server, client } = pair();
    const sealed = client.seal(login);
    expect(isEnvelope(sealed)).toBe(true);
    expect(JSON.stringify(sealed)).not.toContain('mariam');
    expect(server.open(sealed, client.publicKey)).toEqual(login);

    const answer = { data: { token: 'abc', familyMembers: [] } };
    expect(client.open(server.seal(answer, client.publicKey))).toEqual(answer);
  });

  it('uses a fresh 24-byte nonce for every envelope', () => {
    const { server, client } = pair();
    const first = client.seal(login);
    const second = client.seal(login);
    expect(first.iv).not.toBe(second.iv);
    expect(first.iv).toHaveLength(32);
    expect(decodeBase64(first.iv)).toHaveLength(24);
    expect(server.seal(login, client.publicKey).iv).not.toBe(server.seal(login, client.publicKey).iv);
  });

  it('refuses a tampered payload with "Invalid encrypted payload"', () => {
    const { server, client } = pair();
    const sealed = client.seal(login);
    const bytes = decodeBase64(sealed.payload) ?? new Uint8Array();
    bytes[5] = (bytes[5] ?? 0) ^ 0xff;
    const tampered = { ...sealed, payload: encodeBase64(bytes) };
    expect(() => server.open(tampered, client.publicKey)).toThrow(INVALID_ENCRYPTED_PAYLOAD);
    expect(() => server.open({ ...sealed, iv: client.seal(login).iv }, client.publicKey)).toThrow(
      INVALID_ENCRYPTED_PAYLOAD,
    );
  });

  it('refuses an envelope opened with the wrong key with "Invalid encrypted payload"', () => {
    const { server, client } = pair();
    const other = createEnvelopeClient(server.publicKey);
    const sealed = client.seal(login);
    expect(() => server.open(sealed, other.publicKey)).toThrow(INVALID_ENCRYPTED_PAYLOAD);
    // A tab holding another server's key cannot read this server's answers.
    const stranger = createEnvelopeClient(generateKeyPair().publicKey, { ...generateKeyPair() });
    expect(() => stranger.open(server.seal(login, client.publicKey))).toThrow(INVALID_ENCRYPTED_PAYLOAD);
  });

  it('refuses malformed envelopes and keys with "Invalid encrypted payload"', () => {
    const { server, client } = pair();
    const sealed = client.seal(login);
    expect(() => server.open({ iv: 'AAAA', payload: sealed.payload }, client.publicKey)).toThrow(
      INVALID_ENCRYPTED_PAYLOAD,
    );
    expect(() => server.open({ iv: sealed.iv, payload: 'not base64!' }, client.publicKey)).toThrow(
      INVALID_ENCRYPTED_PAYLOAD,
    );
    expect(() => server.open(sealed, null)).toThrow(INVALID_ENCRYPTED_PAYLOAD);
    expect(() => server.open(sealed, 'short')).toThrow(INVALID_ENCRYPTED_PAYLOAD);
  });

  it('refuses plain JSON where an envelope is required with "Encrypted payload required"', () => {
    const { server, client } = pair();
    expect(() => server.open(login, client.publicKey)).toThrow(ENCRYPTED_PAYLOAD_REQUIRED);
    expect(() => server.open({ ...client.seal(login), extra: 1 }, client.publicKey)).toThrow(
      ENCRYPTED_PAYLOAD_REQUIRED,
    );
    expect(() => client.open([1, 2])).toThrow(ENCRYPTED_PAYLOAD_REQUIRED);
  });

  it('restores a key pair from its stored secret key', () => {
    const stored = generateKeyPair();
    expect(keyPairFromSecretKey(stored.secretKey)).toEqual(stored);
    expect(() => keyPairFromSecretKey('AAAA')).toThrow(TypeError);
  });

  it('encodes base64 as the standard padded alphabet', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
    expect(encodeBase64(new TextEncoder().encode('Aafiya'))).toBe('QWFmaXlh');
    expect(decodeBase64('QWFmaXlh=')).toBeNull();
  });
});
