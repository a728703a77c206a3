import { describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  it('adds toasts in order with distinct ids', () => {
    const store = createToastStore();
    const first = store.add('success', 'Logged In Successfully');
    const second = store.add('error', 'Invalid Credentials', { duration: 8000 });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      { id: first, kind: 'success', message: 'Logged In Successfully' },
      { id: second, kind: 'error', message: 'Invalid Credentials', duration: 8000 },
    ]);
  });

  it('dismisses one toast by id and clears them all', () => {
    const store = createToastStore();
    const first = store.add('success', 'Doctor Created Successfully');
    store.add('success', 'Doctor deleted successfully');
    store.dismiss(first);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['Doctor deleted successfully']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers with a new snapshot on each change, and stops after unsubscribing', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    const id = store.add('error', 'Failed to delete slot');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.add('success', 'Slot created successfully');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not notify when nothing changes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismiss(42);
    store.clear();
    expect(listener).not.toHaveBeenCalled();
    const snapshot = store.getSnapshot();
    expect(store.getSnapshot()).toBe(snapshot);
  });
});
