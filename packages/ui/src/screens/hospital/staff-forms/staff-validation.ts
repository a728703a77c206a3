import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { staff } from '../../../i18n/messages/staff';
import { maskRegExp } from '../../../components/masked-field';

/** The validation texts of the staff forms (000 §5); English, the spec's wording, by default. */
export type StaffValidationMessages = Pick<typeof staff.en, 'required' | 'invalidEmail' | 'specialityRequired'>;

export const englishStaffValidation: StaffValidationMessages = staff.en;

/** The validation texts in the reader's language. */
export function useStaffValidation(): StaffValidationMessages {
  const { t } = useTranslation('staff');
  return useMemo(
    () => ({ required: t('required'), invalidEmail: t('invalidEmail'), specialityRequired: t('specialityRequired') }),
    [t],
  );
}

/** A required text ("Required"), trimmed. */
export function requiredText(messages: StaffValidationMessages) {
  return z.string().trim().min(1, messages.required);
}

/** A required, valid email ("Required", "Invalid email address"). */
export function emailField(messages: StaffValidationMessages) {
  return z.string().trim().min(1, messages.required).pipe(z.email(messages.invalidEmail));
}

/**
 * A required mobile in the mask +971-## ### #### ("Required"). The spec gives
 * no message for an incomplete number, so a partial one reads as missing.
 */
export function mobileField(messages: StaffValidationMessages) {
  return z.string().regex(maskRegExp('phone'), messages.required);
}

/** The fields every staff form has (laboratory and receptionist forms have only these). */
export function personFields(messages: StaffValidationMessages) {
  return {
    firstName: requiredText(messages),
    lastName: requiredText(messages),
    email: emailField(messages),
    mobile: mobileField(messages),
  };
}
