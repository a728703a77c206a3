import { Minus, Plus } from 'lucide-react';
import { useCallback, useContext, useId, useMemo, useRef, type KeyboardEvent, type Ref } from 'react';
import { Button, Group, Input, NumberFieldStateContext, useLocale } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';
import { inputVariants } from './field-styles';
import type { FormControlProps } from './form-field-context';
import { canStep, stepFrom, type StepBounds } from './number-steps';
import { useNumberTypingGuard } from './use-number-typing-guard';

export interface NumberFieldControlProps {
  control: FormControlProps;
  bounds: StepBounds;
  formatOptions?: Intl.NumberFormatOptions;
  disabled?: boolean;
  placeholder?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

const stepKeys: Partial<Record<string, 1 | -1>> = { ArrowUp: 1, ArrowDown: -1, PageUp: 1, PageDown: -1 };

/** The state of the enclosing react-aria NumberField. */
function useNumberFieldState() {
  const state = useContext(NumberFieldStateContext);
  if (!state) throw new Error('NumberFieldControl must be used inside a react-aria NumberField.');
  return state;
}

const stepButton =
  'flex w-8 items-center justify-center border-s border-border text-foreground-muted outline-none hover:bg-neutral-100 hover:text-foreground data-[focus-visible]:outline-2 data-[focus-visible]:outline-ring data-[disabled]:opacity-50 [&_svg]:size-4';

/**
 * The inside of a NumberField (under react-aria's NumberField, whose state it
 * reads): the input, the step buttons and the note that says why a keystroke
 * was refused. Stepping is done here, within `bounds`, so react-aria never
 * learns the range and cannot clamp or refuse what is typed.
 */
export function NumberFieldControl({
  control,
  bounds,
  formatOptions,
  disabled,
  placeholder,
  inputClassName,
  ref,
}: NumberFieldControlProps) {
  const state = useNumberFieldState();
  const { t } = useTranslation('forms');
  const { locale } = useLocale();
  const formatter = useMemo(() => new Intl.NumberFormat(locale, formatOptions), [locale, formatOptions]);
  const decimalSymbol = useMemo(
    () => new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
    [locale],
  );
  const places = formatter.resolvedOptions().maximumFractionDigits ?? 3;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const refusal = useNumberTypingGuard(inputRef, state, { decimalSymbol, places });
  const buttonId = useId();
  const current = state.numberValue;
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  function stepBy(direction: 1 | -1) {
    const next = stepFrom(current, direction, bounds);
    if (Object.is(next, current)) return;
    state.setInputValue(formatter.format(next));
    state.setNumberValue(next);
  }

  function onKeyDownCapture(event: KeyboardEvent<HTMLDivElement>) {
    const direction = stepKeys[event.key];
    if (direction === undefined || disabled || event.target !== event.currentTarget.querySelector('input')) return;
    // Ours instead of react-aria's, which does not know the range.
    event.preventDefault();
    event.stopPropagation();
    stepBy(direction);
  }

  const decreaseId = `${buttonId}-decrease`;
  const increaseId = `${buttonId}-increase`;
  const positive = bounds.minValue !== undefined && bounds.minValue >= 0;
  return (
    <>
      <Group
        onKeyDownCapture={onKeyDownCapture}
        className={cn(
          inputVariants(),
          'overflow-hidden p-0 focus-within:outline-2 focus-within:outline-ring',
          control['aria-invalid'] && 'border-danger-600',
        )}
      >
        <Input
          id={control.id}
          ref={setRefs}
          placeholder={placeholder}
          inputMode={positive ? (places > 0 ? 'decimal' : 'numeric') : undefined}
          className={cn('min-w-0 flex-1 bg-transparent px-3 outline-none', inputClassName)}
        />
        <Button
          slot={null}
          id={decreaseId}
          aria-label={t('decrease')}
          aria-labelledby={`${decreaseId} ${control['aria-labelledby']}`}
          excludeFromTabOrder
          isDisabled={disabled || !canStep(current, -1, bounds)}
          onPress={() => {
            stepBy(-1);
          }}
          className={stepButton}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button
          slot={null}
          id={increaseId}
          aria-label={t('increase')}
          aria-labelledby={`${increaseId} ${control['aria-labelledby']}`}
          excludeFromTabOrder
          isDisabled={disabled || !canStep(current, 1, bounds)}
          onPress={() => {
            stepBy(1);
          }}
          className={stepButton}
        >
          <Plus aria-hidden="true" />
        </Button>
      </Group>
      <p
        aria-live="polite"
        data-slot="number-field-note"
        className={cn('text-sm text-foreground-muted', refusal && 'mt-1.5')}
      >
        {refusal ? t(refusal, { places }) : ''}
      </p>
    </>
  );
}
