import { DoctorDetailScreen, NurseDetailScreen, PatientProfileScreen, ReceptionistDetailScreen } from '@aafiya/ui';
import { useParams } from 'wouter';

/** The id of a detail route (/hospital/doctor-info/:id, …). */
function useId(): string {
  return useParams<{ id: string }>().id;
}

export function DoctorInfoPage() {
  return <DoctorDetailScreen doctorId={useId()} />;
}

export function NurseInfoPage() {
  return <NurseDetailScreen nurseId={useId()} />;
}

export function ReceptionistInfoPage() {
  return <ReceptionistDetailScreen id={useId()} />;
}

export function PatientInfoPage() {
  return <PatientProfileScreen patientId={useId()} />;
}
