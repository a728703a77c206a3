import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import authEn from '../../../i18n/messages/auth.en';

/** The validation texts of the auth forms; English (the spec's wording) by default. */
export type AuthValidationMessages = Pick<
  typeof authEn,
  'required' | 'invalidEmail' | 'passwordsDiffer' | 'passwordTooShort' | 'passwordTooCommon'
>;

export const englishValidation: AuthValidationMessages = authEn;

/** The validation texts in the reader's language, for the schemas of the auth forms. */
export function useAuthValidation(): AuthValidationMessages {
  const { t } = useTranslation('auth');
  return useMemo(
    () => ({
      required: t('required'),
      invalidEmail: t('invalidEmail'),
      passwordsDiffer: t('passwordsDiffer'),
      passwordTooShort: t('passwordTooShort'),
      passwordTooCommon: t('passwordTooCommon'),
    }),
    [t],
  );
}
