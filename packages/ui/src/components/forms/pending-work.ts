import { createContext, useContext, useState, useSyncExternalStore } from 'react';

/**
 * Work a field still does before its value is final, e.g. a chosen picture
 * being cropped and encoded. A `Form` waits for it before it validates, so a
 * submit pressed right after choosing sees the final value.
 */
export interface PendingWork {
  /** Starts a piece of work; call the returned function (once or more) when it is done. */
  begin: () => () => void;
  /** Resolves once no work is pending (at once when none is). */
  settled: () => Promise<void>;
  isPending: () => boolean;
  /** For `useSyncExternalStore`: called when the work starts or ends. */
  subscribe: (listener: () => void) => () => void;
}

export function createPendingWork(): PendingWork {
  let count = 0;
  let waiters: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    begin() {
      count += 1;
      if (count === 1) notify();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        count -= 1;
        if (count > 0) return;
        const resolved = waiters;
        waiters = [];
        for (const resolve of resolved) resolve();
        notify();
      };
    },
    settled: () =>
      count === 0
        ? Promise.resolve()
        : new Promise((resolve) => {
            waiters.push(resolve);
          }),
    isPending: () => count > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A field that never settles (a picture the cropper cannot frame) must not block its form for good. */
export const PENDING_WORK_LIMIT_MS = 10_000;

/** Resolves once `work` has settled, or after `limitMs` at the latest. */
export function settledWithin(work: PendingWork, limitMs = PENDING_WORK_LIMIT_MS): Promise<void> {
  if (!work.isPending()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    void work.settled().then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Provided by `Form` (or by a component that submits a field's value itself, see `useOwnPendingWork`). */
export const PendingWorkContext = createContext<PendingWork | null>(null);

/** The enclosing form's pending work, if any: fields report work with `begin()`. */
export function usePendingWork(): PendingWork | null {
  return useContext(PendingWorkContext);
}

/**
 * Pending work of one's own, for a component that is not a `Form` but submits
 * a field's value (e.g. an Upload button): provide `work` through
 * `PendingWorkContext` around the field; `pending` re-renders while it works.
 */
export function useOwnPendingWork(): { work: PendingWork; pending: boolean } {
  const [work] = useState(createPendingWork);
  const pending = useSyncExternalStore(work.subscribe, work.isPending, work.isPending);
  return { work, pending };
}
