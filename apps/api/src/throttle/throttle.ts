import { HttpError } from '../http/http-error';
import type { Services } from '../services';
import { clear, consume, refund } from './limiter';
import type { ThrottleRuleName } from './rules';

/** One counter an attempt is charged to, and what a successful attempt does to it. */
export interface ThrottleKey {
  rule: ThrottleRuleName;
  /** The account's lowercased email or the client address. */
  value: string;
  /** On success: 'clear' forgets the key's attempts, 'refund' takes this one back, 'keep' (default) keeps it counted. */
  onSuccess?: 'clear' | 'refund' | 'keep';
}

/** An attempt that was let through; `succeeded` applies each key's onSuccess. */
export interface Attempt {
  succeeded(): Promise<void>;
}

/** "Too many attempts. Try again in N minutes." with Retry-After: the 429 of a blocked key. */
export function tooManyAttempts(retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(429, `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`, {
    'retry-after': String(retryAfterSeconds),
  });
}

/**
 * Charges one attempt to every key, or answers 429 when any of them is
 * blocked (then the others are given their point back, so a refused attempt
 * counts nowhere). Call it before checking a password or a code.
 */
export async function throttle(services: Services, keys: readonly ThrottleKey[]): Promise<Attempt> {
  const { database, config } = services;
  const now = services.now();
  const counted: ThrottleKey[] = [];
  let retryAfter = 0;
  for (const key of keys) {
    const result = await consume(database, `${key.rule}:${key.value}`, config.throttle[key.rule], now);
    if (result.allowed) counted.push(key);
    else retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
  }
  if (retryAfter > 0) {
    for (const key of counted) await refund(database, `${key.rule}:${key.value}`, config.throttle[key.rule]);
    throw tooManyAttempts(retryAfter);
  }
  return {
    async succeeded() {
      for (const key of keys) {
        const name = `${key.rule}:${key.value}`;
        if (key.onSuccess === 'clear') await clear(database, name);
        else if (key.onSuccess === 'refund') await refund(database, name, config.throttle[key.rule]);
      }
    },
  };
}
