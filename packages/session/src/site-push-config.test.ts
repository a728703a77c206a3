import { describe, expect, it } from 'vitest';
import { sitePushConfig } from './site-push-config';

describe('sitePushConfig', () => {
  it('is null unless both the key and the worker are configured', () => {
    expect(sitePushConfig({})).toBeNull();
    expect(sitePushConfig({ VITE_PUSH_PUBLIC_KEY: 'BKey' })).toBeNull();
    expect(sitePushConfig({ VITE_PUSH_WORKER_URL: '/push-worker.js', VITE_PUSH_PUBLIC_KEY: ' ' })).toBeNull();
  });

  it('takes the configured push service', () => {
    expect(sitePushConfig({ VITE_PUSH_PUBLIC_KEY: ' BKey ', VITE_PUSH_WORKER_URL: '/push-worker.js' })).toEqual({
      publicKey: 'BKey',
      workerUrl: '/push-worker.js',
    });
  });
});
