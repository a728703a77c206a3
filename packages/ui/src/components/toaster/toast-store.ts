/** What a toast reports: a success or a failure. */
export type ToastKind = 'success' | 'error';

export interface ToastOptions {
  /** How long the toast stays, in milliseconds; defaults to the Toaster's duration. */
  duration?: number;
  /** A second line under the message (e.g. a push notification's body under its title). */
  description?: string;
}

export interface ToastItem extends ToastOptions {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = () => void;

/**
 * A tiny store of the toasts on screen, shared by `toast.*` (callable from
 * anywhere: query hooks, mutations, event handlers) and the one `<Toaster />`
 * that renders them. Snapshots are immutable arrays, as useSyncExternalStore needs.
 */
export function createToastStore() {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();

  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: (): readonly ToastItem[] => toasts,
    add: (kind: ToastKind, message: string, options: ToastOptions = {}): number => {
      const id = nextId++;
      set([...toasts, { ...options, id, kind, message }]);
      return id;
    },
    dismiss: (id: number): void => {
      if (toasts.some((item) => item.id === id)) set(toasts.filter((item) => item.id !== id));
    },
    clear: (): void => {
      if (toasts.length > 0) set([]);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The application's toasts, rendered by `<Toaster />`. */
export const toastStore: ToastStore = createToastStore();

/**
 * Show a toast from anywhere: `toast.success('Logged In Successfully')`,
 * `toast.error(serverMessage)`. Each call returns the toast's id for `toast.dismiss(id)`.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => toastStore.add('success', message, options),
  error: (message: string, options?: ToastOptions) => toastStore.add('error', message, options),
  dismiss: (id: number) => {
    toastStore.dismiss(id);
  },
  /** Remove every toast (e.g. on logout, or between stories). */
  clear: () => {
    toastStore.clear();
  },
};
