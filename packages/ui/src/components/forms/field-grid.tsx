import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Form fields side by side where they fit: two columns when the grid's own box
 * holds two of at least 12rem (a date field's day/month/year and its calendar
 * button), else one a line. It answers to the width it is given (a card in a
 * narrow column, a dialog, a phone), not to the window's, so fields never run
 * past their card or over each other. A field that takes the whole line:
 * `className={fieldGridWide}`.
 */
export function FieldGrid({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="field-grid"
      className={cn(
        'grid grid-cols-[repeat(auto-fit,minmax(max(min(100%,12rem),calc((100%_-_1rem)/2)),1fr))] gap-4',
        className,
      )}
      {...props}
    />
  );
}

/** A field of a `FieldGrid` that spans every column. */
export const fieldGridWide = 'col-span-full';
