import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, reconnectDelay } from './reconnect-backoff';

describe('reconnectDelay', () => {
  const noJitter = { ...DEFAULT_BACKOFF, jitter: 0 };

  it('doubles from a second up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => reconnectDelay(n, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect(reconnectDelay(0, noJitter)).toBe(1000);
    expect(reconnectDelay(1000, noJitter)).toBe(60_000);
  });

  it('cuts the wait by up to the jitter share', () => {
    expect(reconnectDelay(3, DEFAULT_BACKOFF, () => 0)).toBe(4000);
    expect(reconnectDelay(3, DEFAULT_BACKOFF, () => 0.5)).toBe(3600);
    expect(reconnectDelay(3, DEFAULT_BACKOFF, () => 0.999_999)).toBe(3200);
    expect(reconnectDelay(3, { ...DEFAULT_BACKOFF, jitter: 5 }, () => 0.5)).toBe(2000);
  });
});
