import type { PatientAccount } from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { Card } from '../../../../components/card';
import { cn } from '../../../../lib/cn';
import { LoadAlert } from '../../../hospital/doctor-info/profile-parts';
import { type ProfilePictureActions, ProfilePicturePanel } from '../../../shared/account/profile-picture-panel';
import { DetailLoading } from '../../hospital-detail/detail-states';
import { type AccountDeletionCardProps, AccountDeletionCard } from './account-deletion-card';
import { PatientAccountForm, type PatientAccountFormProps } from './patient-account-form';

export type AccountTabViewProps = Omit<PatientAccountFormProps, 'account'> & {
  status: 'loading' | 'error' | 'ready';
  /** The signed-in patient's account, once loaded. */
  account?: PatientAccount | undefined;
  /** Loads again after a failure. */
  onRetry?: (() => void) | undefined;
  /** Upload and remove of the profile picture. */
  picture?: ProfilePictureActions | undefined;
  /** The account deletion request's toggle. */
  deletion?: Omit<AccountDeletionCardProps, 'requested'> | undefined;
  className?: string;
};

/**
 * The dashboard's Account tab (002 "Account settings"): the personal and
 * contact details form, the profile picture (upload and remove) and the
 * account deletion request. While loading a spinner; a failed load says so
 * with Try again.
 */
export function AccountTabView({
  status,
  account,
  onRetry,
  picture,
  deletion,
  className,
  ...form
}: AccountTabViewProps) {
  const { t } = useTranslation('patientAccount');
  return (
    <div data-slot="patient-account" className={cn('flex w-full flex-col gap-6', className)}>
      {status === 'loading' && <DetailLoading label={t('loading')} />}
      {(status === 'error' || (status === 'ready' && !account)) && (
        <LoadAlert onRetry={onRetry}>{t('loadFailed')}</LoadAlert>
      )}
      {status === 'ready' && account && (
        <>
          <PatientAccountForm key={account.id} account={account} {...form} />
          <Card className="px-6">
            <ProfilePicturePanel image={account.image} name={`${account.firstName} ${account.lastName}`} {...picture} />
          </Card>
          <AccountDeletionCard requested={account.accountDeletionRequest} {...deletion} />
        </>
      )}
    </div>
  );
}
