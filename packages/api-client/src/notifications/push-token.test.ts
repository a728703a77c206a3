import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../session';
import {
  DEVICE_TOKEN_PREFIX,
  deviceToken,
  obtainPushToken,
  type PushEnvironment,
  PUSH_TOKEN_STORAGE_KEY,
} from './push-subscription';
import { pushTokenPath } from './push-token';

describe('pushTokenPath', () => {
  it("uses the hospital's and the patient's own calls, and the generic one for the other roles", () => {
    expect(pushTokenPath('HOSPITAL')).toBe('/hospitals/webfcToken');
    expect(pushTokenPath('PATIENT')).toBe('/patients/webfcToken');
    for (const role of ['DOCTOR', 'NURSE', 'LABORTORY', 'PHARMACY', 'RECEPTIONIST', 'ADMIN', 'VENDOR'] as const) {
      expect(pushTokenPath(role)).toBe('/users/webfcToken');
    }
  });
});

describe('deviceToken', () => {
  it('is made once and kept in local storage', () => {
    const storage = createMemoryStorage();
    const randomId = vi.fn(() => 'uuid-1');
    const first = deviceToken({ storage, randomId });
    expect(first).toBe(`${DEVICE_TOKEN_PREFIX}uuid-1`);
    expect(storage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBe(first);
    expect(deviceToken({ storage, randomId: () => 'uuid-2' })).toBe(first);
    expect(randomId).toHaveBeenCalledTimes(1);
  });

  it('replaces a stored value that is not a device token, and works without storage', () => {
    const storage = createMemoryStorage({ [PUSH_TOKEN_STORAGE_KEY]: 'junk' });
    expect(deviceToken({ storage, randomId: () => 'u' })).toBe(`${DEVICE_TOKEN_PREFIX}u`);
    expect(deviceToken({})).toMatch(new RegExp(`^${DEVICE_TOKEN_PREFIX}.+`));
  });
});

describe('obtainPushToken', () => {
  const config = { publicKey: 'BPublicKey', workerUrl: '/push-worker.js' };
  const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } };

  function webPush(permission: NotificationPermission, existing: unknown = null) {
    const subscribe = vi.fn(() => Promise.resolve(subscription));
    const register = vi.fn(() =>
      Promise.resolve({ pushManager: { getSubscription: () => Promise.resolve(existing), subscribe } }),
    );
    const environment = {
      storage: createMemoryStorage(),
      randomId: () => 'dev',
      serviceWorker: { register },
      requestPermission: () => Promise.resolve(permission),
    } as unknown as PushEnvironment;
    return { environment, register, subscribe };
  }

  it('gives the device token when no push service is configured', async () => {
    const { environment, register } = webPush('granted');
    expect(await obtainPushToken(null, environment)).toBe(`${DEVICE_TOKEN_PREFIX}dev`);
    expect(register).not.toHaveBeenCalled();
  });

  it("subscribes with the service's key when configured and allowed", async () => {
    const { environment, register, subscribe } = webPush('granted');
    expect(await obtainPushToken(config, environment)).toBe(JSON.stringify(subscription));
    expect(register).toHaveBeenCalledWith('/push-worker.js');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BPublicKey' });
  });

  it('reuses an existing subscription', async () => {
    const { environment, subscribe } = webPush('granted', { endpoint: 'old' });
    expect(await obtainPushToken(config, environment)).toBe('{"endpoint":"old"}');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('falls back to the device token when permission is refused or the worker fails', async () => {
    expect(await obtainPushToken(config, webPush('denied').environment)).toBe(`${DEVICE_TOKEN_PREFIX}dev`);
    const broken: PushEnvironment = {
      randomId: () => 'dev',
      serviceWorker: { register: () => Promise.reject(new Error('no worker')) },
      requestPermission: () => Promise.resolve('granted'),
    };
    expect(await obtainPushToken(config, broken)).toBe(`${DEVICE_TOKEN_PREFIX}dev`);
    expect(await obtainPushToken(config, { randomId: () => 'dev' })).toBe(`${DEVICE_TOKEN_PREFIX}dev`);
  });
});
