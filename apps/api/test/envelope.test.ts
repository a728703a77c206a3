import {
  createEnvelopeClient,
  ENVELOPE_KEY_HEADER,
  generateKeyPair,
  sealEnvelope,
  sharedKey,
} from '@aafiya/api-client/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './test-server';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(undefined, 'required');
});
afterAll(async () => {
  await server.close();
});

async function publicKey(): Promise<string> {
  const response = await server.app.request('/api/crypto/public-key');
  return ((await response.json()) as { publicKey: string }).publicKey;
}

const login = (body: unknown, headers: Record<string, string> = {}) =>
  server.app.request('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the JSON envelope on the server', () => {
  it('publishes its public key', async () => {
    expect(await publicKey()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });

  it('refuses plain JSON with "Encrypted payload required"', async () => {
    const response = await login({ email: 'a@b.ae', password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Encrypted payload required' });
  });

  it('decrypts an enveloped body, validates it, and answers in the envelope', async () => {
    const client = createEnvelopeClient(await publicKey());
    const wrongPassword = await login(client.seal({ email: 'nobody@b.ae', password: 'x' }), {
      [ENVELOPE_KEY_HEADER]: client.publicKey,
    });
    expect(wrongPassword.status).toBe(401); // decrypted and reached the handler
    const invalid = await login(client.seal({ email: 'not-an-email', password: 'x' }), {
      [ENVELOPE_KEY_HEADER]: client.publicKey,
    });
    expect(await invalid.json()).toEqual({ message: 'email must be a valid email' });

    const forget = await server.app.request('/api/users/forget-password', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', [ENVELOPE_KEY_HEADER]: client.publicKey },
      body: JSON.stringify(client.seal({ email: 'someone@b.ae' })),
    });
    expect(forget.status).toBe(200);
    const sealed: unknown = await forget.json();
    expect(Object.keys(sealed as object).sort()).toEqual(['iv', 'payload']);
    expect(client.open(sealed)).toEqual({ message: 'If this email is registered, a reset link is on its way' });
  });

  it('answers a body that does not decrypt with "Invalid encrypted payload"', async () => {
    const serverKey = await publicKey();
    const stranger = generateKeyPair();
    const other = generateKeyPair();
    // Sealed for another key than the one in the header.
    const body = sealEnvelope({ email: 'a@b.ae', password: 'x' }, sharedKey(serverKey, other.secretKey));
    const response = await login(body, { [ENVELOPE_KEY_HEADER]: stranger.publicKey });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid encrypted payload' });
    const tampered = { ...body, payload: body.payload.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    const again = await login(tampered, { [ENVELOPE_KEY_HEADER]: other.publicKey });
    expect(await again.json()).toEqual({ message: 'Invalid encrypted payload' });
  });
});
