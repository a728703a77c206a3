import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPatientNotificationBehaviour,
  FORCED_LOGOUT_DELAY_MS,
  type PatientAccountState,
  type PatientSignOutPath,
} from './patient-notification-behaviour';

function setup(account: () => Promise<PatientAccountState> = () => Promise.resolve('active')) {
  let stored = 120;
  const effects = {
    showToast: vi.fn<(title: string, body?: string) => void>(),
    points: () => stored,
    setPoints: vi.fn<(points: number) => void>((points) => {
      stored = points;
    }),
    signOut: vi.fn<(path: PatientSignOutPath) => void>(),
    schedule: (run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => {
        clearTimeout(timer);
      };
    },
    readAccount: vi.fn(account),
  };
  return { effects, behaviour: createPatientNotificationBehaviour(effects) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('patient notification behaviour (002 §4)', () => {
  it("'Congratulations' adds the message's points to the stored user's and shows a toast, never signing out", () => {
    const { effects, behaviour } = setup();
    behaviour.onMessage({ title: 'Congratulations', body: 'You earned 20 points', points: 20 });
    behaviour.onMessage({ title: 'Congratulations', points: 5 });
    expect(effects.showToast.mock.calls).toEqual([
      ['Congratulations', 'You earned 20 points'],
      ['Congratulations', undefined],
    ]);
    expect(effects.setPoints.mock.calls).toEqual([[140], [145]]);
    vi.advanceTimersByTime(60_000);
    expect(effects.signOut).not.toHaveBeenCalled();
  });

  it('any other message shows its title, then signs out to /login 1.5 seconds later, once per burst', () => {
    expect(FORCED_LOGOUT_DELAY_MS).toBe(1500);
    const { effects, behaviour } = setup();
    behaviour.onMessage({ title: 'Your account was updated' });
    vi.advanceTimersByTime(1000);
    behaviour.onMessage({ title: 'Another' });
    expect(effects.showToast).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(499);
    expect(effects.signOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(effects.signOut.mock.calls).toEqual([['/login']]);
    vi.advanceTimersByTime(5000);
    expect(effects.signOut).toHaveBeenCalledTimes(1);
    expect(effects.setPoints).not.toHaveBeenCalled();
  });

  it('leaving cancels a pending forced logout', () => {
    const { effects, behaviour } = setup();
    behaviour.onMessage({ title: 'Session ended' });
    behaviour.dispose();
    vi.advanceTimersByTime(10_000);
    expect(effects.signOut).not.toHaveBeenCalled();
  });

  it('on window focus the record is read again: a gone account signs out to /, an active one stays, one read at a time', async () => {
    let state: PatientAccountState = 'active';
    let answer: (value: PatientAccountState) => void = () => undefined;
    const { effects, behaviour } = setup(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const first = behaviour.onFocus();
    await behaviour.onFocus();
    expect(effects.readAccount).toHaveBeenCalledTimes(1);
    answer(state);
    await first;
    expect(effects.signOut).not.toHaveBeenCalled();

    state = 'gone';
    const second = behaviour.onFocus();
    answer(state);
    await second;
    expect(effects.readAccount).toHaveBeenCalledTimes(2);
    expect(effects.signOut.mock.calls).toEqual([['/']]);
  });
});
