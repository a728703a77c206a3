import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../lib/zod';
import formsEn from '../../../i18n/messages/forms.en';
import staffEn from '../../../i18n/messages/staff.en';
import { maskedValue } from '../../../components/masked-field';
import { latinDigits } from '../../../components/masked-field/mask';

/** The validation texts of the staff forms (000 §5); English, the spec's wording, by default. */
export type StaffValidationMessages = Pick<
  typeof staffEn,
  'required' | 'invalidEmail' | 'specialityRequired' | 'experienceInvalid'
> & {
  /** A mobile typed only in part (the masked field's text; the spec has none). */
  mobileIncomplete: string;
};

export const englishStaffValidation: StaffValidationMessages = {
  ...staffEn,
  mobileIncomplete: formsEn.phoneIncomplete,
};

/** The validation texts in the reader's language. */
export function useStaffValidation(): StaffValidationMessages {
  const { t } = useTranslation('staff');
  const { t: formsText } = useTranslation('forms');
  return useMemo(
    () => ({
      required: t('required'),
      invalidEmail: t('invalidEmail'),
      specialityRequired: t('specialityRequired'),
      experienceInvalid: t('experienceInvalid'),
      mobileIncomplete: formsText('phoneIncomplete'),
    }),
    [t, formsText],
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
 * A required mobile in the mask +971-## ### ####: "Required" when empty, and
 * "Enter the whole phone number: +971-## ### ####" when typed only in part.
 */
export function mobileField(messages: StaffValidationMessages) {
  return maskedValue('phone', { required: messages.required, incomplete: messages.mobileIncomplete });
}

/** The most years of experience the contract takes (`Experience` in openapi/components/schemas/staff.yaml). */
export const MAX_EXPERIENCE_YEARS = 70;

/**
 * Years of experience: a whole number from 0 to 70, sent as text ("14").
 * Spaces around it are dropped, Arabic-Indic digits read as Latin ones and
 * leading zeros removed; anything else ("abc", "2.5", "71") reads
 * "Experience must be a whole number of years from 0 to 70". Empty passes
 * here: `requiredExperience` says "Required" for it.
 */
export function experienceField(messages: StaffValidationMessages) {
  return z.string().transform((text, context) => {
    const latin = latinDigits(text.trim());
    if (latin === '') return '';
    if (!/^[0-9]{1,3}$/.test(latin) || Number(latin) > MAX_EXPERIENCE_YEARS) {
      context.addIssue({ code: 'custom', message: messages.experienceInvalid, input: text });
      return z.NEVER;
    }
    return String(Number(latin));
  });
}

/** Years of experience that must be given ("Required" when empty). */
export function requiredExperience(messages: StaffValidationMessages) {
  return requiredText(messages).pipe(experienceField(messages));
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
