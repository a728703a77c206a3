import type { FormControlProps } from './form-field-context';

/**
 * The props a react-aria field or group takes from its FormField: disabled,
 * required and invalid state (ARIA validation, so the zod message from the form
 * is what shows) and the label and description ids.
 */
export function ariaFieldProps(control: FormControlProps, state: { disabled?: boolean; required?: boolean }) {
  return {
    isDisabled: state.disabled,
    isRequired: state.required,
    isInvalid: control['aria-invalid'],
    validationBehavior: 'aria' as const,
    'aria-labelledby': control['aria-labelledby'],
    'aria-describedby': control['aria-describedby'],
  };
}
