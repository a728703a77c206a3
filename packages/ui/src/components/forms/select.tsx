import { ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { Button, ListBox, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { ChoiceFieldScaffold, type SingleChoiceProps } from './choice-field';
import { inputVariants } from './field-styles';
import { ListBoxOption, listBoxClass, popoverClass } from './list-box-option';

export type SelectProps = SingleChoiceProps & {
  /** Given the trigger button (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLButtonElement>;
  /** Shown while nothing is chosen; default "Select…". */
  placeholder?: string;
};

/**
 * A labelled single choice from a short list (react-aria Select): opens with
 * Enter, Space or the arrow keys, type-ahead, closes with Escape.
 */
export function Select({ options, value, defaultValue, onChange, onBlur, ref, placeholder, ...field }: SelectProps) {
  const { t } = useTranslation('forms');
  return (
    <ChoiceFieldScaffold {...field}>
      {({ id, invalid, aria }) => (
        <AriaSelect
          data-slot="select"
          name={field.name}
          value={value === undefined ? undefined : value || null}
          defaultValue={defaultValue ?? undefined}
          onChange={(key) => onChange?.(key === null ? '' : String(key))}
          onBlur={onBlur}
          {...aria}
          placeholder={placeholder ?? t('selectPlaceholder')}
        >
          <Button
            id={id}
            ref={ref}
            className={cn(
              inputVariants(),
              'items-center justify-between gap-2 text-start outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring',
              invalid && 'border-danger-600',
            )}
          >
            <SelectValue className="truncate data-[placeholder]:text-foreground-muted" />
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-foreground-muted" />
          </Button>
          <Popover className={popoverClass}>
            <ListBox items={options} className={listBoxClass}>
              {(option) => <ListBoxOption option={option} />}
            </ListBox>
          </Popover>
        </AriaSelect>
      )}
    </ChoiceFieldScaffold>
  );
}
