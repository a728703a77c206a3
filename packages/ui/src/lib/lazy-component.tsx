import { type ComponentType, lazy } from 'react';

/** A component whose code loads on first render, and that can be loaded ahead of time. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the code now; once it has arrived, the component renders without suspending. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * Like React.lazy, plus `preload()`: a part of a screen that is split out of the
 * first chunk still renders at once (no Suspense fallback) when its code was
 * loaded before, e.g. by a story's loader, a link's hover or the site shell
 * (a route's page, @aafiya/session's lazyPage).
 *
 * Code loaded ahead is handed to React as a thenable that answers at once
 * (React.lazy takes "a Promise or another thenable"), so React renders it in
 * the same pass. A resolved Promise would still suspend for a microtask: the
 * Suspense fallback would show, and React holds content back for 300 ms after
 * a fallback (#18: Lighthouse saw the sign-in form 0.3 s after the first
 * paint). It is always the same lazy component, so the part never remounts
 * (and never loses its state) when its code arrives.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  return Object.assign(
    lazy(() => {
      const ready = loaded;
      if (!ready) return preload().then((component) => ({ default: component }));
      const answeredAtOnce: PromiseLike<{ default: ComponentType<P> }> = {
        // A thenable on purpose: React.lazy must be answered at once (see above); it is never awaited.
        // oxlint-disable-next-line unicorn/no-thenable
        then: (onFulfilled) => Promise.resolve(onFulfilled?.({ default: ready })) as never,
      };
      // React.lazy is typed for a Promise but takes any thenable (its documentation says so).
      return answeredAtOnce as Promise<{ default: ComponentType<P> }>;
    }),
    { preload },
  );
}
