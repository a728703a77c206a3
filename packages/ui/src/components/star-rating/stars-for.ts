/** How many full, half and empty stars show a rating out of `max` (5 by default). */
export interface Stars {
  full: number;
  half: number;
  empty: number;
}

/**
 * The stars of a rating, by the specification's rule: one star per whole point,
 * a half star when the fraction is .5 or more, the rest empty. 3.5 gives 3 full,
 * 1 half and 1 empty; 3.4 gives 3 full. Ratings are clamped to 0..max; a missing
 * or not-a-number rating shows empty stars.
 */
export function starsFor(rating: number | null | undefined, max = 5): Stars {
  const value = rating == null || Number.isNaN(rating) ? 0 : Math.min(max, Math.max(0, rating));
  const full = Math.floor(value);
  const half = value - full >= 0.5 ? 1 : 0;
  return { full, half, empty: max - full - half };
}

/** A rating as read out: at most one decimal (3.46 → "3.5"), clamped like the stars. */
export function ratingText(rating: number | null | undefined, max = 5): string {
  const value = rating == null || Number.isNaN(rating) ? 0 : Math.min(max, Math.max(0, rating));
  return String(Math.round(value * 10) / 10);
}
