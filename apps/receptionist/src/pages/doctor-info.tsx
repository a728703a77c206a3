import { DoctorDetailScreen } from '@aafiya/ui';
import { useParams } from 'wouter';

/** /receptionist/doctor-info/:id: Doctor Profile and Schedule tabs, read-only (the doctor's record names his hospital). */
export default function DoctorInfoPage() {
  return <DoctorDetailScreen doctorId={useParams<{ id: string }>().id} readOnly />;
}
