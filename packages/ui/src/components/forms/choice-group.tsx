import { cn } from '../../lib/cn';
import type { FieldOption } from './option';

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

/** The items of a CheckboxGroup or RadioGroup: one under another, or side by side. */
export const choiceListClass = (orientation: 'vertical' | 'horizontal') =>
  cn('flex gap-2', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap gap-x-4');

/** A CheckboxGroup's or RadioGroup's item text: the option's label, its description under it. */
export function ChoiceText({ option }: { option: FieldOption }) {
  return (
    <span className="flex flex-col">
      <span>{option.label}</span>
      {option.description && <span className="text-foreground-muted">{option.description}</span>}
    </span>
  );
}
