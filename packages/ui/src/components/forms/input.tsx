import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { inputVariants } from './field-styles';

export type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

/** A bare styled `<input>`; use it inside a `FormField` (or use `TextField`). */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(inputVariants({ size }), className)} {...props} />;
}
