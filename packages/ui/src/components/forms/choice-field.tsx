import type { ReactNode } from 'react';
import { ariaFieldProps } from './aria-field-props';
import type { FieldProps } from './field-props';
import { FormField } from './form-field';
import type { FieldOption } from './option';

/** What every choice field (CheckboxGroup, RadioGroup, Select, MultiSelect) takes besides its value. */
export type ChoiceFieldProps = FieldProps & {
  options: readonly FieldOption[];
  id?: string;
  name?: string;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
};

/** A field that chooses one of its options (RadioGroup, Select). */
export type SingleChoiceProps = ChoiceFieldProps & {
  /** The chosen option's id; "" or null when none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
};

/** A field that chooses any number of its options (CheckboxGroup, MultiSelect). */
export type MultipleChoiceProps = ChoiceFieldProps & {
  /** The ids of the chosen options. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
};

/** How a choice field's control is wired to its field. */
export interface ChoiceControl {
  /** The control's id: the label's `for`, and what the form focuses on an error. */
  id: string;
  /** The label's id. */
  labelledBy: string;
  invalid: boolean;
  /** The react-aria field's or group's props: disabled, required, invalid, label and description ids. */
  aria: ReturnType<typeof ariaFieldProps>;
}

export type ChoiceFieldScaffoldProps = Omit<ChoiceFieldProps, 'options' | 'onBlur'> & {
  /** `group` (default): the label names a group of items; `control`: it is the `<label for>` of one input. */
  kind?: 'control' | 'group';
  children: (control: ChoiceControl) => ReactNode;
};

/**
 * The one scaffold of the choice fields: a FormField (the label with its
 * required marker, the description, the error of the field or of `name` in
 * the enclosing Form, their ids) whose control takes react-aria's props, so
 * the label, description and error are read with it.
 */
export function ChoiceFieldScaffold({ kind = 'group', children, ...field }: ChoiceFieldScaffoldProps) {
  return (
    <FormField {...field} kind={kind}>
      {(control) =>
        children({
          id: control.id,
          labelledBy: control['aria-labelledby'],
          invalid: control['aria-invalid'] === true,
          aria: ariaFieldProps(control, field),
        })
      }
    </FormField>
  );
}
