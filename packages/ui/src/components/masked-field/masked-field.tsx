import { useCallback, useLayoutEffect, useReducer, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useLocale } from '../../i18n';
import { cn } from '../../lib/cn';
import type { FieldProps } from '../forms/field-props';
import { FormField } from '../forms/form-field';
import { Input, type InputProps } from '../forms/input';
import { applyEdit, maskOf, normalize, type Mask, type MaskName } from './mask';

export type MaskedFieldProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'className'> &
  FieldProps & {
    /** `phone` (+971-## ### ####), `emiratesId` (###-####-#######-#), `tradeLicence` (7 digits) or a custom mask. */
    mask: MaskName | Mask;
    /** The value in the mask's format (the agreed wire format); any other form is normalised for display. */
    value?: string;
    defaultValue?: string;
    /** Called with the value in the mask's format, e.g. "+971-50 123 4567" ("" when empty). */
    onChange?: (value: string) => void;
    /** Classes of the `<input>` itself. */
    inputClassName?: string;
  };

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A labelled input for a masked number (UAE phone, Emirates ID, trade licence).
 * It takes typing, pasting in any common form ("0501234567", "+971501234567")
 * and editing in the middle, keeps the caret after the digit just typed, and
 * gives the form the value in the mask's format. Works with react-hook-form's
 * `Controller` (`{...field}`).
 */
export function MaskedField({
  mask: maskProp,
  value: valueProp,
  defaultValue = '',
  onChange,
  label,
  description,
  error,
  className,
  inputClassName,
  id,
  name,
  required,
  disabled,
  placeholder,
  ref,
  ...props
}: MaskedFieldProps) {
  const mask = maskOf(maskProp);
  const { direction } = useLocale();
  const [inner, setInner] = useState(() => normalize(mask, defaultValue));
  const value = valueProp === undefined ? inner : normalize(mask, valueProp);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  // Re-render after every edit, even a refused one, so the caret is put back.
  const [renders, rerender] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
  }, [value, renders]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const inputType = event.nativeEvent instanceof InputEvent ? event.nativeEvent.inputType : undefined;
    const result = applyEdit(mask, {
      previous: value,
      raw: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType,
    });
    pendingCaret.current = result.caret;
    rerender();
    if (valueProp === undefined) setInner(result.value);
    if (result.value !== value) onChange?.(result.value);
  }

  const isPhone = mask.prefix !== '';
  return (
    <FormField
      label={label}
      description={description}
      error={error}
      name={name}
      id={id}
      required={required}
      disabled={disabled}
      className={className}
    >
      {(control) => (
        <Input
          {...props}
          {...control}
          ref={setRefs}
          name={name}
          type={isPhone ? 'tel' : 'text'}
          inputMode={isPhone ? 'tel' : 'numeric'}
          dir="ltr"
          placeholder={placeholder ?? mask.pattern}
          value={value}
          onChange={handleChange}
          aria-required={required || undefined}
          data-slot="masked-field"
          className={cn('tabular-nums', direction === 'rtl' && 'text-end', inputClassName)}
        />
      )}
    </FormField>
  );
}
