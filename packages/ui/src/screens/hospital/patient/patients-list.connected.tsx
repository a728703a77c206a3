import { usePatients } from '@aafiya/api-client';
import { type ReactNode, useState } from 'react';
import { PatientsList } from './patients-list';

export interface PatientsListScreenProps {
  /**
   * A card was opened. The app decides where it goes (000 §2.5): the hospital
   * to /hospital/patient-info/{id}, a doctor to /doctors/patient-info/{id}, a
   * nurse to /nurse/patient-info/{id}.
   */
  onOpen: (id: string) => void;
  /** E.g. the nurse's Add Patient button. */
  action?: ReactNode;
  title?: string;
  className?: string;
}

/** The caller's patients on the API (`GET /patients?page=`), one page at a time; the server scopes them by role. */
export function PatientsListScreen({ onOpen, action, title, className }: PatientsListScreenProps) {
  const [page, setPage] = useState(0);
  const patients = usePatients(page);
  return (
    <PatientsList
      className={className}
      title={title}
      action={action}
      patients={patients.data?.patients ?? []}
      page={patients.data?.page ?? page}
      pageCount={patients.data?.pageCount ?? 0}
      onPageChange={setPage}
      onOpen={onOpen}
      loading={patients.isPending}
      error={patients.isError}
    />
  );
}
