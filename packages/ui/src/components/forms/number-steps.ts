/** The range and step a NumberField's buttons and arrow keys keep to (typing is never held to them). */
export interface StepBounds {
  minValue?: number;
  maxValue?: number;
  /** 1 when not given. */
  step?: number;
}

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

function clamp(value: number, { minValue, maxValue }: StepBounds): number {
  let out = value;
  if (maxValue !== undefined && out > maxValue) out = maxValue;
  if (minValue !== undefined && out < minValue) out = minValue;
  return out;
}

/**
 * The value one step up (`1`) or down (`-1`) from `current`, kept in the
 * range: an empty field (NaN) starts at the minimum (or 0); at or past the end
 * it is going to, the value stays; past the other end it moves into the range
 * (150 one step down in 0–100 is 100). `0.1 + 0.2` gives 0.3.
 */
export function stepFrom(current: number, direction: 1 | -1, bounds: StepBounds): number {
  const step = bounds.step ?? 1;
  const { minValue, maxValue } = bounds;
  if (Number.isNaN(current)) return clamp(minValue ?? 0, bounds);
  if (direction === 1 && maxValue !== undefined && current >= maxValue) return current;
  if (direction === -1 && minValue !== undefined && current <= minValue) return current;
  const decimals = Math.max(decimalsOf(current), decimalsOf(step));
  const next = Number((current + direction * step).toFixed(decimals));
  return clamp(next, bounds);
}

/** Whether a step that way would change the value (false at the end of the range). */
export function canStep(current: number, direction: 1 | -1, bounds: StepBounds): boolean {
  if (Number.isNaN(current)) return true;
  return stepFrom(current, direction, bounds) !== current;
}

/** Why a NumberField refused what was typed: the key of its message in the `forms` texts. */
export type Refusal = 'numbersOnly' | 'wholeNumbersOnly' | 'decimalPlaces';

/**
 * How many digits follow the decimal separator of `text` ("12.345" → 3). Both
 * the locale's separator and the Arabic one (٫) count.
 */
export function fractionDigitsOf(text: string, decimalSymbol: string): number {
  const index = Math.max(text.lastIndexOf(decimalSymbol), text.lastIndexOf('\u066B'));
  if (index < 0) return 0;
  return Array.from(text.slice(index + 1)).filter((char) => /\p{Nd}/u.test(char)).length;
}
