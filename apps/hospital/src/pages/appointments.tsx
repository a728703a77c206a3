import { HospitalAppointmentsScreen } from '@aafiya/ui';

/** /hospital/appointments */
export default function AppointmentsPage() {
  return <HospitalAppointmentsScreen />;
}
