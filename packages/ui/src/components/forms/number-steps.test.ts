import { describe, expect, test } from 'vitest';
import { canStep, fractionDigitsOf, stepFrom } from './number-steps';

describe('stepFrom', () => {
  const percent = { minValue: 0, maxValue: 100 };

  test('steps by one, or by `step` without floating-point noise', () => {
    expect(stepFrom(20, 1, percent)).toBe(21);
    expect(stepFrom(0.1, 1, { step: 0.2 })).toBe(0.3);
  });

  test('an empty field starts at the minimum, or 0', () => {
    expect(stepFrom(Number.NaN, 1, { minValue: 1, maxValue: 100 })).toBe(1);
    expect(stepFrom(Number.NaN, -1, {})).toBe(0);
  });

  test('stays at the end it is going to; from outside the range it moves into it', () => {
    expect(stepFrom(100, 1, percent)).toBe(100);
    expect(stepFrom(0, -1, percent)).toBe(0);
    expect(stepFrom(150, -1, percent)).toBe(100);
    expect(stepFrom(-50, 1, percent)).toBe(0);
    expect(canStep(150, 1, percent)).toBe(false);
    expect(canStep(150, -1, percent)).toBe(true);
  });
});

test('fractionDigitsOf counts the digits after the decimal separator', () => {
  expect(fractionDigitsOf('12.345', '.')).toBe(3);
  expect(fractionDigitsOf('12', '.')).toBe(0);
  expect(fractionDigitsOf('١٢٫٣٤', '.')).toBe(2);
});
