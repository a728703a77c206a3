import { type ComponentType, lazy } from 'react';

/** A component whose code loads on first render, and that can be loaded ahead of time. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the code now; once it has arrived, the component renders without suspending. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * Like React.lazy, plus `preload()`: a part of a screen that is split out of the
 * first chunk still renders at once (no Suspense fallback) when its code was
 * loaded before, e.g. by a story's loader or a link's hover.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyPart(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(LazyPart, { preload });
}
