// Reading the text fields of a staff form's body.
import { badRequest } from '../../../http/http-error';

/** Whether an update has anything to write (an e-mail ignored or a password alone leaves the record as it is). */
export function hasChanges(changes: object): boolean {
  return Object.values(changes).some((value) => value !== undefined);
}

/** Fields that must not be blank once trimmed (the contract's minLength counts spaces). */
const NAMES: readonly string[] = ['firstName', 'lastName'];

/**
 * The text fields of a body that are set, trimmed; a blank required field (the
 * names, and whatever `nonBlank` adds: a doctor's experience) is refused like a
 * missing one. Other blank texts clear the field (a nurse's experience is optional, 000 §5).
 */
export function textFields<K extends string>(
  body: Partial<Record<K, unknown>>,
  keys: readonly K[],
  nonBlank: readonly K[] = [],
): Partial<Record<K, string>> {
  const NON_BLANK = new Set<string>([...NAMES, ...nonBlank]);
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = body[key];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text === '' && NON_BLANK.has(key)) throw badRequest(`${key} is required`);
    out[key] = text;
  }
  return out;
}
