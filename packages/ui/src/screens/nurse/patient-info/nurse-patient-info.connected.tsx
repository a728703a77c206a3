import { usePatientProfile, useUpdatePatientVitals } from '@aafiya/api-client';
import { Activity } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { PatientProfileScreen } from '../../hospital/patient-info/patient-profile.connected';
import { serverMessageOf } from '../../hospital/staff/use-staff-list';
import { saveCallbacks, useStaffDialog } from '../../hospital/staff-forms/use-staff-dialog';
import { VitalsDialog } from './vitals-dialog';
import { vitalsFieldsOf } from './vitals.schema';

export interface NursePatientInfoScreenProps {
  /** The `{id}` of /nurse/patient-info/{id}. */
  patientId: string;
  className?: string;
}

/**
 * /nurse/patient-info/{id} (001 §2): the shared patient profile with, for the
 * nurse only, "Update Vitals" beside the name. The form saves with
 * `PUT /patients/vitals/{id}`; on success "Vitals updated" (ours) and the
 * profile is fetched again (the issue's choice over 001's page reload after
 * 500 ms); on failure the server's message.
 */
export function NursePatientInfoScreen({ patientId, className }: NursePatientInfoScreenProps) {
  const { t } = useTranslation('nurse');
  const profile = usePatientProfile(patientId);
  const update = useUpdatePatientVitals();
  const dialog = useStaffDialog({}, update.reset);
  return (
    <>
      <PatientProfileScreen
        className={className}
        patientId={patientId}
        actions={
          <Button
            aria-haspopup="dialog"
            onClick={() => {
              dialog.control.onOpenChange(true);
            }}
          >
            <Activity aria-hidden="true" />
            {t('updateVitals')}
          </Button>
        }
      />
      {profile.data && (
        <VitalsDialog
          {...dialog.control}
          defaultValues={vitalsFieldsOf(profile.data)}
          pending={update.isPending}
          error={update.isError ? serverMessageOf(update.error) : undefined}
          onSubmit={(input) => {
            update.mutate({ patientId, input }, saveCallbacks(t('vitalsUpdated'), dialog.close));
          }}
        />
      )}
    </>
  );
}
