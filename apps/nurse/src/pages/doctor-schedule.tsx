import { NurseDoctorScheduleScreen } from '@aafiya/ui';
import { useParams } from 'wouter';

/** /nurse/schedule/:doctorId: a doctor's calendar, where the nurse creates and deletes slots (001 §2). */
export default function DoctorSchedulePage() {
  return <NurseDoctorScheduleScreen doctorId={useParams<{ doctorId: string }>().doctorId} />;
}
