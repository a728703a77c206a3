import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationBehaviour, NOTIFICATION_RELOAD_DELAY_MS } from './notification-behaviour';

function setup() {
  const effects = {
    showToast: vi.fn<(title: string, body?: string) => void>(),
    refresh: vi.fn<() => void>(),
    reload: vi.fn<() => void>(),
    schedule: (run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => {
        clearTimeout(timer);
      };
    },
  };
  return { effects, behaviour: createNotificationBehaviour(effects) };
}

const booked = { title: 'New appointment', body: 'Khalid booked an appointment with Dr. Omar.' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notification behaviour', () => {
  it('a stream message shows its toast and refreshes the data on screen, never reloading', () => {
    const { effects, behaviour } = setup();
    behaviour.fromStream(booked);
    behaviour.fromStream({ title: 'Only a title' });
    expect(effects.showToast.mock.calls).toEqual([
      ['New appointment', 'Khalid booked an appointment with Dr. Omar.'],
      ['Only a title', undefined],
    ]);
    expect(effects.refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('a fallback message shows its toast and reloads the page 3 seconds later, once per burst', () => {
    expect(NOTIFICATION_RELOAD_DELAY_MS).toBe(3000);
    const { effects, behaviour } = setup();
    behaviour.fromFallback(booked);
    vi.advanceTimersByTime(1000);
    behaviour.fromFallback({ title: 'Another' });
    expect(effects.showToast).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1999);
    expect(effects.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(effects.refresh).not.toHaveBeenCalled();
    behaviour.fromFallback(booked);
    vi.advanceTimersByTime(3000);
    expect(effects.reload).toHaveBeenCalledTimes(2);
  });

  it('leaving the area cancels a pending reload', () => {
    const { effects, behaviour } = setup();
    behaviour.fromFallback(booked);
    behaviour.dispose();
    vi.advanceTimersByTime(10_000);
    expect(effects.reload).not.toHaveBeenCalled();
  });
});
