import { describe, expect, it } from 'vitest';
import { clampPercent } from './clamp-percent';

describe('clampPercent', () => {
  it('keeps values inside 0–100', () => {
    expect(clampPercent(0)).toBe(0);
    expect(clampPercent(42)).toBe(42);
    expect(clampPercent(100)).toBe(100);
  });

  it('clamps values outside 0–100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(100);
    expect(clampPercent(Number.NEGATIVE_INFINITY)).toBe(0);
  });

  it('rounds to a whole percent', () => {
    expect(clampPercent(41.5)).toBe(42);
    expect(clampPercent(41.4)).toBe(41);
    expect(clampPercent(99.6)).toBe(100);
  });

  it('reads not-a-number as 0', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});
