import { Slot } from '@radix-ui/react-slot';
import { useId, useMemo, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useFormErrorMessage } from './form';
import { FormFieldContext, useFormField, type FormControlProps, type FormFieldState } from './form-field-context';

export interface FormFieldProps {
  label: ReactNode;
  /** Hint under the control, read with it (`aria-describedby`). */
  description?: ReactNode;
  /** The error message to show; inside a `Form`, the error of the field `name` is shown when this is not given. */
  error?: string;
  /** The react-hook-form field name, to look up its error in the enclosing `Form`. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** The control's id; one is made up when not given. */
  id?: string;
  /**
   * `control` (default): the label is a `<label for>` of one control.
   * `group`: the label names a group (checkboxes, radios); the group takes `aria-labelledby`.
   */
  kind?: 'control' | 'group';
  className?: string;
  /** The control: either elements that use `FormControl`/`useFormField()`, or a function given the control's props. */
  children: ReactNode | ((control: FormControlProps) => ReactNode);
}

/**
 * One labelled field: label, control, description and error message, wired
 * together with ids so assistive technology reads them as one (`aria-describedby`,
 * `aria-invalid`). Works with react-hook-form through `Form` (the error of
 * `name` is shown) or with an explicit `error`.
 */
export function FormField({
  label,
  description,
  error: errorProp,
  name,
  required = false,
  disabled = false,
  id: idProp,
  kind = 'control',
  className,
  children,
}: FormFieldProps) {
  const autoId = useId();
  const formError = useFormErrorMessage(name);
  const error = errorProp ?? formError;
  const id = idProp ?? `${autoId}-control`;
  const hasDescription = description !== undefined && description !== null && description !== '';
  const state = useMemo<FormFieldState>(() => {
    const labelId = `${autoId}-label`;
    const descriptionId = hasDescription ? `${autoId}-description` : undefined;
    const errorId = error ? `${autoId}-error` : undefined;
    const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
    return {
      id,
      labelId,
      descriptionId,
      errorId,
      error,
      invalid: Boolean(error),
      required,
      disabled,
      controlProps: {
        id,
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        disabled: disabled || undefined,
      },
    };
  }, [autoId, id, hasDescription, error, required, disabled]);

  const labelClass = cn('text-sm font-medium text-foreground', disabled && 'opacity-60');
  const labelContent = (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-danger-700">
          *
        </span>
      )}
    </>
  );

  return (
    <FormFieldContext.Provider value={state}>
      <div
        data-slot="form-field"
        data-invalid={error ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        className={cn('flex flex-col gap-1.5', className)}
      >
        {kind === 'group' ? (
          <span id={state.labelId} data-slot="form-field-label" className={labelClass}>
            {labelContent}
          </span>
        ) : (
          <label id={state.labelId} htmlFor={id} data-slot="form-field-label" className={labelClass}>
            {labelContent}
          </label>
        )}
        {typeof children === 'function' ? children(state.controlProps) : children}
        {hasDescription && (
          <p id={state.descriptionId} data-slot="form-field-description" className="text-sm text-foreground-muted">
            {description}
          </p>
        )}
        {error && (
          <p id={state.errorId} data-slot="form-field-error" className="text-sm font-medium text-danger-700">
            {error}
          </p>
        )}
      </div>
    </FormFieldContext.Provider>
  );
}

/** Puts the enclosing field's id and aria wiring on its single child element. */
export function FormControl(props: ComponentProps<typeof Slot>) {
  const { controlProps } = useFormField();
  return <Slot data-slot="form-control" {...controlProps} {...props} />;
}
