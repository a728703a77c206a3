/** 001 §2: text in the laboratory's result records is cut at 30 characters. */
export const RECORD_TEXT_MAX = 30;

/**
 * `text` cut to its first `max` characters with an ellipsis ("…") when longer;
 * counted in code points, so an emoji or a non-BMP letter is never split.
 */
export function cutText(text: string, max: number = RECORD_TEXT_MAX): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}
