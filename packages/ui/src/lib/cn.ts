import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and resolves Tailwind conflicts so the last one wins:
 * `cn('px-2', condition && 'px-4')` gives `px-4` when the condition holds.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
