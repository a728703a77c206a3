/** How long to wait before each new attempt to open the notification stream. */
export interface BackoffOptions {
  /** The wait after the first failure, in milliseconds. */
  initialMs: number;
  /** The longest wait. */
  maxMs: number;
  /** Each failure multiplies the wait by this. */
  factor: number;
  /**
   * Share of the wait left to chance (0 to 1): the wait is cut by up to this
   * share, so tabs that lost the server together do not all come back at once.
   */
  jitter: number;
}

/** 1 s, 2 s, 4 s … up to a minute, each cut by up to a fifth at random. */
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 60_000, factor: 2, jitter: 0.2 };

/**
 * The wait before reconnecting after `failures` consecutive failures (1 for
 * the first). `random` gives a number in [0, 1), like Math.random.
 */
export function reconnectDelay(
  failures: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, failures - 1);
  const full = Math.min(options.maxMs, options.initialMs * options.factor ** exponent);
  const jitter = Math.min(1, Math.max(0, options.jitter));
  return Math.round(full * (1 - jitter * random()));
}
