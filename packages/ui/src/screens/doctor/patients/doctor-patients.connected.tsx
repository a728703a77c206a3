import { useDoctorPatientList } from '@aafiya/api-client';
import { useState } from 'react';
import { DoctorPatients } from './doctor-patients';

export interface DoctorPatientsScreenProps {
  /** A card was opened: the app goes to /doctors/patient-info/{id}. */
  onOpenPatient: (id: string) => void;
  className?: string;
}

/**
 * The doctor's Patient list on the API: `GET /patients?page=` (listPatients,
 * the paged patient list whose roles include DOCTOR; the server gives a doctor
 * the patients who booked with him), one zero-based page at a time.
 */
export function DoctorPatientsScreen({ onOpenPatient, className }: DoctorPatientsScreenProps) {
  const [page, setPage] = useState(0);
  const patients = useDoctorPatientList(page);
  return (
    <DoctorPatients
      className={className}
      patients={patients.data?.patients ?? []}
      page={patients.data?.page ?? page}
      pageCount={patients.data?.pageCount ?? 0}
      onPageChange={setPage}
      onOpenPatient={onOpenPatient}
      loading={patients.isPending}
      error={patients.isError}
    />
  );
}
