import { Check } from 'lucide-react';
import { ListBoxItem } from 'react-aria-components';
import type { FieldOption } from './option';

/** One option of a Select or MultiSelect list. */
export function ListBoxOption({ option }: { option: FieldOption }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      isDisabled={option.disabled}
      data-slot="list-box-option"
      className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm text-foreground outline-none data-[disabled]:opacity-50 data-[focused]:bg-primary-50 data-[selected]:font-semibold"
    >
      {({ isSelected }) => (
        <>
          <span className="flex-1">{option.label}</span>
          {isSelected && <Check aria-hidden="true" className="size-4 text-primary-700" />}
        </>
      )}
    </ListBoxItem>
  );
}

export const listBoxClass = 'max-h-64 overflow-auto p-1 outline-none';
export const popoverClass = 'w-(--trigger-width) min-w-40 rounded-md border border-border bg-surface shadow-md';
