import { lazy, Suspense } from 'react';

// The toasts' code (radix Toast) loads after the first page: nothing is shown
// until a toast is raised, and toasts raised before it arrives wait in the store.
const Toaster = lazy(() => import('./toaster-chunk'));

export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
