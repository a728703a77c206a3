import { RadioButton, RadioField, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { ChoiceFieldScaffold, type SingleChoiceProps } from './choice-field';
import { ChoiceText, choiceBoxClass, choiceItemClass, choiceListClass } from './choice-group';

export type RadioGroupProps = SingleChoiceProps & {
  orientation?: 'vertical' | 'horizontal';
};

/** A labelled group of radio buttons: exactly one of a few options (e.g. hospital type, gender). */
export function RadioGroup({
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  orientation = 'vertical',
  ...field
}: RadioGroupProps) {
  return (
    <ChoiceFieldScaffold {...field}>
      {({ id, aria }) => (
        <AriaRadioGroup
          id={id}
          data-slot="radio-group"
          name={field.name}
          // Nothing chosen ("" or null) is react-aria's null: then the first radio is in the tab order.
          value={value === undefined ? undefined : value || null}
          defaultValue={defaultValue ?? undefined}
          onChange={onChange}
          onBlur={onBlur}
          orientation={orientation}
          {...aria}
          className={choiceListClass(orientation)}
        >
          {options.map((option) => (
            <RadioField key={option.id} value={option.id} isDisabled={option.disabled}>
              <RadioButton className={choiceItemClass}>
                <span aria-hidden="true" className={choiceBoxClass('round')}>
                  <span className="hidden size-1.5 rounded-full bg-neutral-0 group-data-[selected]:block" />
                </span>
                <ChoiceText option={option} />
              </RadioButton>
            </RadioField>
          ))}
        </AriaRadioGroup>
      )}
    </ChoiceFieldScaffold>
  );
}
