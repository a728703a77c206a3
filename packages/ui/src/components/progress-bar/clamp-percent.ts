/** A percentage for display: clamped to 0–100 and rounded to a whole number; not-a-number reads as 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}
