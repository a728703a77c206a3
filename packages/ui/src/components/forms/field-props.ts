import type { FormFieldProps } from './form-field';

/** What every labelled field component takes besides its control's own props. */
export type FieldProps = Pick<FormFieldProps, 'label' | 'description' | 'error'> & {
  /** Classes of the field's wrapper (label, control, messages). */
  className?: string;
};
