import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * Columns follow the width the grid is given (a container query, so a sidebar
 * is taken into account): 1 column on a phone, then 2, 3 and up to 6 on wide screens.
 * `columns` is the most the grid shows.
 */
export const cardGridVariants = cva('grid grid-cols-1 gap-4', {
  variants: {
    columns: {
      2: '@xl:grid-cols-2',
      3: '@xl:grid-cols-2 @4xl:grid-cols-3',
      6: '@xl:grid-cols-2 @4xl:grid-cols-3 @7xl:grid-cols-6',
    },
  },
  defaultVariants: { columns: 3 },
});

export type CardGridProps = ComponentProps<'div'> & VariantProps<typeof cardGridVariants>;

/** A responsive grid of cards (doctors, nurses, offers): 2, 3 or 6 columns at most, 1 on phones. */
export function CardGrid({ className, columns, ...props }: CardGridProps) {
  return (
    <div data-slot="card-grid-container" className="@container w-full">
      <div data-slot="card-grid" className={cn(cardGridVariants({ columns }), className)} {...props} />
    </div>
  );
}
