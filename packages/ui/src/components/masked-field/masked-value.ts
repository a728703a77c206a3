import { z } from '../../lib/zod';
import formsEn from '../../i18n/messages/forms.en';
import { isComplete, type MaskName } from './mask';

/** The `forms` text each mask shows when some of its digits are missing. */
export const incompleteMessageKeys = {
  phone: 'phoneIncomplete',
  emiratesId: 'emiratesIdIncomplete',
  tradeLicence: 'tradeLicenceIncomplete',
} as const satisfies Record<MaskName, keyof typeof formsEn>;

export interface MaskedValueMessages {
  /** When the field is empty, e.g. "Required". */
  required: string;
  /** When some digits are missing; the English `forms` text of the mask when not given. */
  incomplete?: string;
}

/**
 * The schema of a required MaskedField's value: `required` when empty, and
 * `incomplete` ("Enter the whole phone number: +971-## ### ####") when only
 * part of the number was typed, so a half-typed number does not read as a
 * missing one. A complete value is in the mask's format, which is also what
 * the contract's pattern takes.
 */
export function maskedValue(mask: MaskName, { required, incomplete }: MaskedValueMessages) {
  const partial = incomplete ?? formsEn[incompleteMessageKeys[mask]];
  // Not `abort`: an aborted field would also stop the whole form's refinements (e.g. matching passwords).
  return z
    .string()
    .min(1, required)
    .refine((value) => value === '' || isComplete(mask, value), partial);
}
