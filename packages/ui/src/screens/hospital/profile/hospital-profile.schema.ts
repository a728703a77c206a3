import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from '../../../lib/zod';
import hospitalProfileEn from '../../../i18n/messages/hospital-profile.en';
import { locationSchema } from '../../shared/account/location.schema';
import {
  englishMessages,
  hospitalTypes,
  maskedText,
  optionalNewPassword,
  present,
  requiredText,
  translatedMessages,
  type RegistrationMessages,
} from '../../shared/registration-rules/registration-rules';

/** The profile's own validation texts (000 §5); the account form shares registration's. */
export type HospitalProfileMessages = Pick<
  typeof hospitalProfileEn,
  'required' | 'servicesRequired' | 'selectLocation'
>;

export const englishProfileMessages: HospitalProfileMessages = hospitalProfileEn;

/**
 * The hospital update modal (000 §5): openingTime, closingTime, about and type
 * required ("Required"); at least one service ("Services are required");
 * insurances optional. The name is form (a)'s too (000 §7).
 */
export function hospitalUpdateSchema(messages: HospitalProfileMessages = englishProfileMessages) {
  return z.object({
    name: requiredText(messages.required),
    openingTime: present<string>(messages.required),
    closingTime: present<string>(messages.required),
    about: requiredText(messages.required),
    type: z.enum(hospitalTypes, { error: messages.required }),
    serviceIds: z.array(z.string()).min(1, messages.servicesRequired),
    insuranceIds: z.array(z.string()),
  });
}

/**
 * The Account tab (000 §5): name, trade licence (7 digits), address, email,
 * phone (+971-## ### ####) required; a new password is optional and, when
 * entered, at least 8 characters and not a common one (the contract's rules) and equal to its
 * confirmation ("Both password need to be the same").
 */
export function hospitalAccountSchema(messages: RegistrationMessages = englishMessages) {
  return z
    .object({
      name: requiredText(messages.required),
      tradeLicenseNo: maskedText('tradeLicence', messages.required, messages.tradeLicenseIncomplete),
      address: requiredText(messages.required),
      email: z.string().trim().min(1, messages.required).pipe(z.email(messages.invalidEmail)),
      phoneNo: maskedText('phone', messages.required, messages.phoneIncomplete),
      password: optionalNewPassword(messages),
      confirmPassword: z.string(),
    })
    .refine((values) => values.confirmPassword === values.password, {
      message: messages.passwordsMismatch,
      path: ['confirmPassword'],
      // Checked as soon as either is typed, even while other fields are still missing.
      when: (payload) => {
        const value = payload.value as { password?: string; confirmPassword?: string } | undefined;
        return Boolean(value?.password) || Boolean(value?.confirmPassword);
      },
    });
}

/** The Location tab (000 §5): a point must be chosen ("Please select hospital location"). */
export function hospitalLocationUpdateSchema(messages: HospitalProfileMessages = englishProfileMessages) {
  return locationSchema(messages.selectLocation);
}

export type HospitalUpdateFields = z.input<ReturnType<typeof hospitalUpdateSchema>>;
export type HospitalUpdateValues = z.output<ReturnType<typeof hospitalUpdateSchema>>;
export type HospitalAccountFields = z.input<ReturnType<typeof hospitalAccountSchema>>;
export type HospitalAccountValues = z.output<ReturnType<typeof hospitalAccountSchema>>;
export type HospitalLocationUpdateFields = z.input<ReturnType<typeof hospitalLocationUpdateSchema>>;
export type HospitalLocationUpdateValues = z.output<ReturnType<typeof hospitalLocationUpdateSchema>>;

/** The profile's validation texts in the reader's language. */
export function useHospitalProfileMessages(): HospitalProfileMessages {
  const { t } = useTranslation('hospitalProfile');
  return useMemo(
    () => ({ required: t('required'), servicesRequired: t('servicesRequired'), selectLocation: t('selectLocation') }),
    [t],
  );
}

/** The account form's validation texts (registration's) in the reader's language. */
export function useAccountMessages(): RegistrationMessages {
  const { t } = useTranslation('registration');
  return useMemo(() => translatedMessages(t), [t]);
}
