import {
  registrationErrorMessage,
  type SessionUser,
  useDeletePatientPicture,
  useLookupOptions,
  usePatientAccount,
  useToggleAccountDeletion,
  useUpdateOwnAccount,
  useUploadPatientPicture,
} from '@aafiya/api-client';
import { useState } from 'react';
import { toast } from '../../../../components/toaster';
import { useLocale } from '../../../../i18n';
import { useTranslation } from '../../../../i18n/use-translation';
import { useProfilePictureActions } from '../../../shared/account/use-profile-picture-actions';
import { AccountTabView } from './account-tab';
import type { PatientAccountValues } from './patient-account.schema';

export interface AccountTabProps {
  /** The signed-in patient (the session's referenceId). */
  patientId: string;
  /** Unused (no dates shown); taken like the other built-in tabs. */
  timeZone?: string;
  /**
   * The stored user changed (the saved details, the picture, the deletion request; the stored user already has
   * them): the site refreshes what shows it (`useStoredUserUpdate()`).
   */
  onUserChange?: (changes: Partial<SessionUser>) => void;
  className?: string;
}

/**
 * The Account tab on the API: the details from the profile (`GET
 * /patients/profile/{id}`) saved with `PUT /patients/{id}` ("patient profile
 * updated"; a refusal toasts "Problem while updating patient profile" and
 * shows the server's message above the fields, which keep what was typed),
 * the profile picture (000/001 §8's toasts), and the deletion request
 * (`DELETE /patients/deactivateUser/{id}`; its toasts are ours).
 */
export function AccountTab({ patientId, onUserChange, className }: AccountTabProps) {
  const { t } = useTranslation('patientAccount');
  const registration = useTranslation('registration').t;
  const { locale } = useLocale();
  const account = usePatientAccount(patientId);
  const insurances = useLookupOptions('insurances', locale);
  const update = useUpdateOwnAccount(patientId);
  const deletion = useToggleAccountDeletion(patientId);
  const upload = useUploadPatientPicture();
  const remove = useDeletePatientPicture();
  const picture = useProfilePictureActions(patientId || null, { upload, remove }, onUserChange);
  const [saveError, setSaveError] = useState<string | null>(null);

  async function save({ mobile, ...values }: PatientAccountValues): Promise<boolean> {
    setSaveError(null);
    try {
      const saved = await update.mutateAsync({ ...values, phone: mobile });
      onUserChange?.(saved);
    } catch (error) {
      toast.error(t('updateFailed'));
      setSaveError(registrationErrorMessage(error, t('updateFailed')));
      return false;
    }
    toast.success(t('updated'));
    return true;
  }

  async function toggleDeletion(): Promise<void> {
    try {
      const requested = await deletion.mutateAsync();
      toast.success(t(requested ? 'deletionRequested' : 'deletionCancelled'));
      onUserChange?.({ accountDeletionRequest: requested });
    } catch (error) {
      toast.error(registrationErrorMessage(error, t('deletionFailed')));
      throw error;
    }
  }

  return (
    <AccountTabView
      className={className}
      status={account.data ? 'ready' : account.isError || !patientId ? 'error' : 'loading'}
      account={account.data}
      onRetry={patientId ? () => void account.refetch() : undefined}
      onSave={save}
      saving={update.isPending}
      saveError={saveError}
      insuranceOptions={(insurances.data ?? []).map((option) => ({ id: option.value, label: option.label }))}
      insurancesLoading={insurances.isPending}
      insurancesError={insurances.isError ? registration('lookupsFailed') : null}
      picture={picture}
      deletion={{ onToggle: toggleDeletion, pending: deletion.isPending }}
    />
  );
}
