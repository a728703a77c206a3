import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button';

/** Square sizes matching the button heights; the icon grows with the larger button. */
export const iconButtonSizes = cva('px-0', {
  variants: {
    size: {
      sm: 'size-8',
      md: 'size-10',
      lg: 'size-12 [&_svg]:size-5',
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'children'> & {
  /** What the button does, e.g. "Delete"; its accessible name and tooltip. */
  label: string;
  /** The icon (decorative: lucide icons are aria-hidden), or with `asChild` a link holding the icon. */
  children: ReactNode;
};

/** A button that shows only an icon; `label` gives it its name for screen readers and a tooltip. */
export function IconButton({ className, size, label, title, ...props }: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      size={size}
      aria-label={label}
      title={title ?? label}
      className={cn(iconButtonSizes({ size }), className)}
      {...props}
    />
  );
}
