import { cn } from '../../lib/cn';

/** Classes shared by the CheckboxGroup and RadioGroup items. */
export const choiceItemClass =
  'group flex items-start gap-2 text-sm text-foreground data-[disabled]:opacity-50 outline-none';

export const choiceBoxClass = (shape: 'square' | 'round') =>
  cn(
    'mt-0.5 flex size-4 shrink-0 items-center justify-center border border-neutral-500 bg-surface text-neutral-0 transition-colors',
    'group-data-[selected]:border-primary-700 group-data-[selected]:bg-primary-700',
    'group-data-[focus-visible]:outline-2 group-data-[focus-visible]:outline-offset-2 group-data-[focus-visible]:outline-ring',
    'group-data-[invalid]:border-danger-600',
    shape === 'square' ? 'rounded-sm' : 'rounded-full',
  );
