import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPendingWork, settledWithin } from './pending-work';

describe('createPendingWork', () => {
  it('settles at once when nothing is pending', async () => {
    const work = createPendingWork();
    expect(work.isPending()).toBe(false);
    await expect(work.settled()).resolves.toBeUndefined();
  });

  it('settles once every piece of work has ended, each end counting once', async () => {
    const work = createPendingWork();
    const first = work.begin();
    const second = work.begin();
    let settled = false;
    void work.settled().then(() => {
      settled = true;
    });
    first();
    first();
    await Promise.resolve();
    expect(work.isPending()).toBe(true);
    expect(settled).toBe(false);
    second();
    await Promise.resolve();
    expect(work.isPending()).toBe(false);
    expect(settled).toBe(true);
  });

  it('tells subscribers when work starts and when it all ends', () => {
    const work = createPendingWork();
    const listener = vi.fn();
    const unsubscribe = work.subscribe(listener);
    const first = work.begin();
    const second = work.begin();
    expect(listener).toHaveBeenCalledTimes(1);
    first();
    second();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    work.begin()();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('settledWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up waiting after the limit', async () => {
    vi.useFakeTimers();
    const work = createPendingWork();
    work.begin();
    let done = false;
    void settledWithin(work, 1000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('resolves as soon as the work ends', async () => {
    const work = createPendingWork();
    const end = work.begin();
    const waiting = settledWithin(work, 60_000);
    end();
    await expect(waiting).resolves.toBeUndefined();
  });
});
