export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';
export { FieldGrid, fieldGridWide } from './field-grid';
export type { FieldProps } from './field-props';
export { inputVariants } from './field-styles';
export { Form, useFormErrorMessage, type FormProps } from './form';
export { FormControl, FormField, type FormFieldProps } from './form-field';
export { useFormField, type FormControlProps, type FormFieldState } from './form-field-context';
export { Input, type InputProps } from './input';
export { MultiSelect, type MultiSelectProps } from './multi-select';
export { NumberField, type NumberFieldProps } from './number-field';
export type { FieldOption } from './option';
export { PasswordField, type PasswordFieldProps } from './password-field';
export {
  createPendingWork,
  PendingWorkContext,
  settledWithin,
  useOwnPendingWork,
  usePendingWork,
  type PendingWork,
} from './pending-work';
export { RadioGroup, type RadioGroupProps } from './radio-group';
export { Select, type SelectProps } from './select';
export { TextField, type TextFieldProps } from './text-field';
export { Textarea, type TextareaProps } from './textarea';
