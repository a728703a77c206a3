import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The place of a DateField whose code (react-aria's date picker) has not
 * loaded yet: its label and an empty box of the field's size (the same
 * FormField column, label and h-10 box), so nothing moves when it arrives.
 */
export function DateFieldSkeleton({ label, className }: { label: ReactNode; className?: string }) {
  return (
    <div data-slot="date-field-skeleton" className={cn('flex flex-col gap-1.5', className)}>
      <span className="text-sm font-medium text-foreground">{label}</span>
      <div className="h-10 w-full min-w-44 rounded-md border border-border bg-surface-muted shadow-xs" />
    </div>
  );
}
