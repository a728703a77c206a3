import { usePatientLabResults, usePatientProfile } from '@aafiya/api-client';
import type { ReactNode } from 'react';
import { PatientProfile } from './patient-profile';

export interface PatientProfileScreenProps {
  /** The `{id}` of /hospital/patient-info/{id} (or the doctor's and nurse's routes). */
  patientId: string;
  /** E.g. the nurse's vitals update button. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The shared patient profile on the API: `GET /patients/profile/{id}` and
 * `GET /patients/labResults/{id}` (only completed requests' tests are shown).
 * Failures show the server's message (000 §1).
 */
export function PatientProfileScreen({ patientId, actions, className }: PatientProfileScreenProps) {
  const profile = usePatientProfile(patientId);
  const labResults = usePatientLabResults(patientId);
  return (
    <PatientProfile
      className={className}
      actions={actions}
      profile={profile.data}
      loading={profile.isPending}
      error={profile.error?.message}
      labResults={labResults.data ?? []}
      labResultsLoading={labResults.isPending}
      labResultsError={labResults.error?.message}
    />
  );
}
