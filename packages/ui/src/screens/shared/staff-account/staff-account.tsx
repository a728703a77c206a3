import type { StaffPerson } from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { LoadAlert, LoadingBlock } from '../../hospital/doctor-info/profile-parts';
import { type AccountDetailsActions, AccountDetailsForm } from '../account/account-details-form';

/**
 * Whose account: the nurse's (/nurse/profile), the receptionist's
 * (/receptionist/profile), the laboratory's (/laboratory/profile) or the
 * pharmacy's (/pharmacy/profile).
 */
export type StaffAccountKind = 'nurse' | 'receptionist' | 'laboratory' | 'pharmacy';

export type StaffAccountViewProps = AccountDetailsActions & {
  kind: StaffAccountKind;
  status: 'loading' | 'error' | 'ready';
  /** The signed-in person (the pharmacy: its pharmacist in charge), once loaded. */
  account?: StaffPerson | undefined;
  /** Loads again after a failure. */
  onRetry?: (() => void) | undefined;
  className?: string;
};

/**
 * The account page of the nurse, the receptionist, the laboratory and the
 * pharmacy (001 §2 "Nurse account", /receptionist/profile "Nurse-style Account
 * form", /laboratory/profile "the same fields and rules as the nurse
 * account"; §5; the pharmacy's is ours, #21): the shared account
 * form (first name, last name, email, mobile, password and confirmation, the
 * profile picture). While loading a spinner; a failed load says so with Try
 * again ("Problem while getting your account" is ours).
 */
export function StaffAccountView({ kind, status, account, onRetry, className, ...actions }: StaffAccountViewProps) {
  const { t } = useTranslation('staffAccount');
  return (
    <div data-slot="staff-account" className={cn('flex w-full max-w-5xl flex-col gap-6', className)}>
      <h1 className="text-2xl font-semibold">{t(`${kind}Title`)}</h1>
      {status === 'loading' && <LoadingBlock />}
      {(status === 'error' || (status === 'ready' && !account)) && (
        <LoadAlert onRetry={onRetry}>{t('loadFailed')}</LoadAlert>
      )}
      {status === 'ready' && account && (
        <AccountDetailsForm
          key={account.id}
          person={account}
          texts={{
            title: t('formTitle'),
            submit: t('update'),
            saving: t('saving'),
            password: t('password'),
            confirmPassword: t('confirmPassword'),
            passwordHint: t('passwordHint'),
          }}
          {...actions}
        />
      )}
    </div>
  );
}
