import { cva } from 'class-variance-authority';

/** The look of every text-like control (input, textarea, select trigger, masked field). */
export const inputVariants = cva(
  'flex w-full min-w-0 rounded-md border border-border bg-surface text-foreground shadow-xs transition-colors placeholder:text-neutral-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60 aria-invalid:border-danger-600 aria-invalid:focus-visible:outline-danger-600',
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
);
