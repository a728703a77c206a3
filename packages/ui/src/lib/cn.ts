import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config.gen';

/**
 * tailwind-merge's engine with only the class groups our sources use
 * (tailwind-merge-config.gen.ts): the same merges as its `twMerge` for every
 * class written in @aafiya/ui and the sites, without its whole default
 * configuration in every first route (#18: about 6 kB gzip less).
 */
const merge = createTailwindMerge(tailwindMergeConfig);

/**
 * Joins class names and resolves Tailwind conflicts so the last one wins:
 * `cn('px-2', condition && 'px-4')` gives `px-4` when the condition holds.
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
