/** Shared look of the calendar's dialogs (radix-ui Dialog and AlertDialog). */
export const overlayClass = 'fixed inset-0 z-50 bg-neutral-900/50';

/** Centred without transforms, so it sits the same in both reading directions. */
export const contentClass =
  'fixed inset-0 z-50 m-auto flex h-fit max-h-[85vh] w-[min(30rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-lg bg-surface p-6 text-foreground shadow-lg focus-visible:outline-2 focus-visible:outline-ring';

export const titleClass = 'text-lg font-semibold';
export const descriptionClass = 'text-sm text-foreground-muted';
export const footerClass = 'flex flex-wrap justify-end gap-2';
