import { isApiError } from '@aafiya/api-client';

/**
 * The text of a failed save's toast (001 §8: "most failures show a toast with
 * the server's message field"; the fixed text otherwise, e.g. "Problem while
 * creating sick leave" when the server sent no message or did not answer).
 */
export function failureText(error: unknown, fixed: string): string {
  if (!isApiError(error)) return fixed;
  const body = error.body;
  const hasMessage =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string' &&
    body.message.trim() !== '';
  return hasMessage ? error.message : fixed;
}
