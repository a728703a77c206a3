/** The look of the Create Slots controls (same tokens as the form primitives' inputs). */
export const selectClass =
  'h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-danger-600';
export const labelClass = 'text-sm font-medium';
export const errorClass = 'text-sm text-danger-700';
