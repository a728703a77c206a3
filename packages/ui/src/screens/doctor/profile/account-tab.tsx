import type { DoctorProfile } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { type AccountDetailsActions, AccountDetailsForm } from '../../shared/account/account-details-form';

/** Save, the server's refusal and the picture's actions of the Account tab. */
export type AccountTabActions = AccountDetailsActions;

export type AccountTabProps = AccountTabActions & { doctor: DoctorProfile };

/**
 * The doctor's Account tab (001 §2 "Doctor profile", §5 "Doctor account"):
 * the shared account form (first name, last name, email, mobile, change
 * password and its confirmation, the profile picture) with the doctor's texts.
 */
export function AccountTab({ doctor, ...actions }: AccountTabProps) {
  const { t } = useTranslation('doctor');
  return (
    <AccountDetailsForm
      person={doctor}
      texts={{
        title: t('profileAccountTitle'),
        submit: t('profileUpdate'),
        saving: t('profileSaving'),
        password: t('profileChangePassword'),
        confirmPassword: t('profileConfirmPassword'),
        passwordHint: t('profilePasswordHint'),
      }}
      {...actions}
    />
  );
}
