import {
  type DoctorSelfUpdate,
  registrationErrorMessage,
  type SessionUser,
  useApi,
  useDeleteDoctorPicture,
  useOwnDoctorProfile,
  useSpecialityOptions,
  useUpdateOwnDoctor,
  useUploadDoctorPicture,
} from '@aafiya/api-client';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from '../../../components/toaster';
import { useLocale } from '../../../i18n';
import { useProfilePictureActions } from '../../shared/account/use-profile-picture-actions';
import { DoctorProfileView } from './doctor-profile';

export interface DoctorProfileScreenProps {
  /**
   * Called with the user as the server now stores it after an update, and
   * with the new picture after a picture change. The session already holds
   * them; the app refreshes what it shows (the top bar's name and picture),
   * e.g. with `useStoredUserUpdate()`.
   */
  onUserChange?: (changes: Partial<SessionUser>) => void;
  className?: string;
}

/**
 * /doctors/profile on the API: the signed-in doctor (the session's
 * referenceId) from `GET /doctors/{id}`, the Update modal and the Account tab
 * (`PUT /doctors/{id}`), and the profile picture. A save toasts "Doctor
 * profile updated", stores the answer's user in the session and closes the
 * modal or empties the password fields; a refused one toasts "Problem while
 * updating the doctor" and shows the server's message in the form.
 */
export function DoctorProfileScreen({ onUserChange, className }: DoctorProfileScreenProps) {
  const { t } = useTranslation('doctor');
  const { locale } = useLocale();
  const doctorId = useApi().session.getReferenceId();
  const query = useOwnDoctorProfile(doctorId, locale);
  const specialities = useSpecialityOptions(locale);
  const update = useUpdateOwnDoctor(locale);
  const upload = useUploadDoctorPicture(locale);
  const remove = useDeleteDoctorPicture(locale);
  const picture = useProfilePictureActions(doctorId, { upload, remove }, onUserChange);
  const [updateOpen, setUpdateOpen] = useState(false);
  const [pendingForm, setPendingForm] = useState<DoctorSelfUpdate['form'] | null>(null);
  const specialityOptions = useMemo(
    () => (specialities.data ?? []).map(({ value, label }) => ({ id: value, label })),
    [specialities.data],
  );
  const doctor = query.data;

  async function save(change: DoctorSelfUpdate): Promise<boolean> {
    if (!doctorId) return false;
    setPendingForm(change.form);
    try {
      const { user } = await update.mutateAsync({ id: doctorId, update: change });
      toast.success(t('profileUpdated'));
      onUserChange?.(user);
      return true;
    } catch {
      toast.error(t('profileUpdateFailed'));
      return false;
    } finally {
      setPendingForm(null);
    }
  }

  const errorOf = (form: DoctorSelfUpdate['form']) =>
    update.error && update.variables.update.form === form
      ? registrationErrorMessage(update.error, t('profileUpdateFailed'))
      : undefined;

  return (
    <DoctorProfileView
      className={className}
      status={doctor ? 'ready' : query.isError || !doctorId ? 'error' : 'loading'}
      doctor={doctor}
      onRetry={doctorId ? () => void query.refetch() : undefined}
      profile={{
        specialityOptions,
        updateOpen,
        onUpdateOpenChange: (open) => {
          setUpdateOpen(open);
          if (!open) update.reset();
        },
        onUpdate: (input) => {
          void save({ form: 'profile', input }).then((saved) => {
            if (saved) setUpdateOpen(false);
          });
        },
        updating: pendingForm === 'profile',
        updateError: errorOf('profile'),
      }}
      account={{
        onSave: (input) => save({ form: 'account', input }),
        saving: pendingForm === 'account',
        saveError: errorOf('account'),
        picture,
      }}
    />
  );
}
