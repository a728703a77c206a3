/** What the Hospital Profile tab shows for the working hours. */
export type OpeningHours = { kind: 'hours'; opening: string; closing: string } | { kind: 'openNow' };

/**
 * "Opening and closing hours or 'Open Now'" (000 §2.5): both times when the
 * hospital set them, otherwise "Open Now". The specification does not say when
 * "Open Now" applies beyond that; we also show it when opening and closing are
 * the same half hour, which reads as open around the clock (e.g. 00:00–00:00).
 */
export function openingHours(opening: string | null, closing: string | null): OpeningHours {
  if (!opening || !closing || opening === closing) return { kind: 'openNow' };
  return { kind: 'hours', opening, closing };
}
