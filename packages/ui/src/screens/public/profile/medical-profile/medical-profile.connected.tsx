import { useMedicalProfile, useUpdateOwnVitals } from '@aafiya/api-client';
import { useTranslation } from '../../../../i18n/use-translation';
import { serverMessageOf } from '../../../hospital/staff/use-staff-list';
import { saveCallbacks, useStaffDialog } from '../../../hospital/staff-forms/use-staff-dialog';
import { MedicalProfile } from './medical-profile';

export interface MedicalProfileTabProps {
  /** The signed-in patient (the session's referenceId). */
  patientId: string;
  /** Time zone of the appointments; the browser's by default. */
  timeZone?: string;
  /** The report page of a previous appointment. Default `/patient-report/{id}`. */
  reportHref?: (appointmentId: string) => string;
  className?: string;
}

/**
 * The Medical Profile tab on the API: his profile (`GET /patients/profile/{id}`)
 * and his vitals form (`PUT /patients/vitals/{id}`). After a save: "Vitals
 * updated" (ours), the modal closes and the profile is fetched again (002
 * reloads the page after 500 ms; the issue asks for a refresh of the data
 * instead); a refused save shows the server's message in the open modal.
 */
export function MedicalProfileTab({ patientId, timeZone, reportHref, className }: MedicalProfileTabProps) {
  const { t } = useTranslation('medicalProfile');
  const profile = useMedicalProfile(patientId);
  const update = useUpdateOwnVitals(patientId);
  const dialog = useStaffDialog({}, update.reset);
  return (
    <MedicalProfile
      className={className}
      profile={profile.data}
      loading={profile.isPending && profile.fetchStatus !== 'idle'}
      error={profile.isError}
      onRetry={() => {
        void profile.refetch();
      }}
      vitalsForm={{
        open: dialog.control.open,
        onOpenChange: dialog.control.onOpenChange,
        pending: update.isPending,
        error: update.isError ? serverMessageOf(update.error) : undefined,
        onSubmit: (input) => {
          update.mutate(input, saveCallbacks(t('vitalsUpdated'), dialog.close));
        },
      }}
      reportHref={reportHref}
      timeZone={timeZone}
    />
  );
}
