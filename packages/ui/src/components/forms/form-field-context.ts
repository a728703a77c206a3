import { createContext, useContext } from 'react';

/**
 * The accessibility wiring a field's control takes: spread it on the input (or
 * pass the parts to a react-aria component) so the label, the description and
 * the error message are read with it.
 */
export interface FormControlProps {
  id: string;
  'aria-labelledby': string;
  /** The description's id and, when there is an error, the error message's id. */
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  disabled: boolean | undefined;
}

export interface FormFieldState {
  /** The control's id (the label's `htmlFor`). */
  id: string;
  labelId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  /** The error message shown (e.g. the zod message), if any. */
  error: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
  controlProps: FormControlProps;
}

export const FormFieldContext = createContext<FormFieldState | null>(null);

/** The state of the enclosing `FormField`: ids, error and the props for its control. */
export function useFormField(): FormFieldState {
  const state = useContext(FormFieldContext);
  if (!state) throw new Error('useFormField must be used inside a <FormField>.');
  return state;
}
