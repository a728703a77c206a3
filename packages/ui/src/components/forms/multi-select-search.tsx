import { ChevronDown } from 'lucide-react';
import { useContext, type Ref } from 'react';
import { Button, ComboBoxStateContext, Group, Input } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { inputVariants } from './field-styles';

export interface MultiSelectSearchProps {
  id: string;
  ref?: Ref<HTMLInputElement>;
  placeholder: string;
  invalid: boolean;
  disabled?: boolean;
}

/**
 * The field of a multi-select: its search box and chevron, inside the
 * ComboBox. A click anywhere on it opens the list, as on a select; so do
 * ArrowDown (react-aria's own), Enter, and Space while the search box is
 * empty (with a search typed, Space types a space).
 */
export function MultiSelectSearch({ id, ref, placeholder, invalid, disabled = false }: MultiSelectSearchProps) {
  const state = useContext(ComboBoxStateContext);
  const openList = () => {
    if (state && !state.isOpen && !disabled) state.open(null, 'manual');
  };
  return (
    <Group
      className={cn(
        inputVariants(),
        'cursor-text items-center p-0 focus-within:outline-2 focus-within:outline-ring',
        invalid && 'border-danger-600',
      )}
      onClick={(event) => {
        // The chevron toggles the list by itself.
        if (event.target instanceof Element && event.target.closest('button')) return;
        openList();
      }}
    >
      <Input
        id={id}
        ref={ref}
        placeholder={placeholder}
        className="min-w-0 flex-1 bg-transparent px-3 outline-none placeholder:text-neutral-500"
        onKeyDown={(event) => {
          if (state?.isOpen) return;
          if (event.key === 'Enter' || (event.key === ' ' && event.currentTarget.value === '')) {
            // Enter does not submit the form from here: it opens the list.
            event.preventDefault();
            openList();
          }
        }}
      />
      <Button className="flex h-full w-9 items-center justify-center text-foreground-muted outline-none">
        <ChevronDown aria-hidden="true" className="size-4" />
      </Button>
    </Group>
  );
}
