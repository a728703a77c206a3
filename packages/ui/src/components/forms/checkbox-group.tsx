import { Check } from 'lucide-react';
import { CheckboxButton, CheckboxField, CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { ChoiceFieldScaffold, type MultipleChoiceProps } from './choice-field';
import { ChoiceText, choiceBoxClass, choiceItemClass, choiceListClass } from './choice-group';

export type CheckboxGroupProps = MultipleChoiceProps & {
  orientation?: 'vertical' | 'horizontal';
};

/** A labelled group of checkboxes: any number of the options. */
export function CheckboxGroup({
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  orientation = 'vertical',
  ...field
}: CheckboxGroupProps) {
  return (
    <ChoiceFieldScaffold {...field}>
      {({ id, aria }) => (
        <AriaCheckboxGroup
          id={id}
          data-slot="checkbox-group"
          name={field.name}
          value={value ? [...value] : undefined}
          defaultValue={defaultValue ? [...defaultValue] : undefined}
          onChange={onChange}
          onBlur={onBlur}
          {...aria}
          className={choiceListClass(orientation)}
        >
          {options.map((option) => (
            <CheckboxField key={option.id} value={option.id} isDisabled={option.disabled}>
              <CheckboxButton className={choiceItemClass}>
                <span aria-hidden="true" className={choiceBoxClass('square')}>
                  <Check className="hidden size-3 group-data-[selected]:block" strokeWidth={3} />
                </span>
                <ChoiceText option={option} />
              </CheckboxButton>
            </CheckboxField>
          ))}
        </AriaCheckboxGroup>
      )}
    </ChoiceFieldScaffold>
  );
}
