import { useEffect, useState, type RefObject } from 'react';
import type { NumberFieldState } from 'react-aria-components';
import { fractionDigitsOf, type Refusal } from './number-steps';

interface TypingRules {
  /** The locale's decimal separator. */
  decimalSymbol: string;
  /** How many decimals the field keeps (0 for a whole number). */
  places: number;
}

/** What the input would hold if this insertion went through (text typed, pasted or dropped). */
function afterInsertion(input: HTMLInputElement, data: string): string {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  return input.value.slice(0, start) + data + input.value.slice(end);
}

/**
 * Watches what is about to be typed into a NumberField's input. react-aria
 * silently drops a keystroke that cannot be part of a number; this says why
 * (the returned refusal, shown under the field), and also refuses a decimal
 * beyond the field's `places`, which react-aria would accept and then round
 * away on blur. The refusal lasts until the next accepted key or a blur.
 */
export function useNumberTypingGuard(
  inputRef: RefObject<HTMLInputElement | null>,
  state: NumberFieldState,
  { decimalSymbol, places }: TypingRules,
): Refusal | null {
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    const onBeforeInput = (event: InputEvent) => {
      if (event.data === null || event.inputType.startsWith('delete')) {
        setRefusal(null);
        return;
      }
      const next = afterInsertion(input, event.data);
      if (!state.validate(next)) {
        // react-aria refuses it too (its own listener); here only the reason is kept.
        setRefusal(places === 0 ? 'wholeNumbersOnly' : 'numbersOnly');
      } else if (fractionDigitsOf(next, decimalSymbol) > places) {
        event.preventDefault();
        setRefusal('decimalPlaces');
      } else {
        setRefusal(null);
      }
    };
    // A paste over the whole text is taken by react-aria (no beforeinput): only tell why it was dropped.
    const onPaste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData('text/plain').trim() ?? '';
      if (text !== '' && !state.validate(afterInsertion(input, text))) {
        setRefusal(places === 0 ? 'wholeNumbersOnly' : 'numbersOnly');
      }
    };
    const onBlur = () => {
      setRefusal(null);
    };
    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('paste', onPaste);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('paste', onPaste);
      input.removeEventListener('blur', onBlur);
    };
  }, [inputRef, state, decimalSymbol, places]);

  return refusal;
}
