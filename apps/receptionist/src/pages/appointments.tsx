import { HospitalAppointmentsScreen, ReceptionistHospitalGate } from '@aafiya/ui';

/**
 * /receptionist: the appointments of the receptionist's hospital (001 §2): the
 * hospital's screen (date and Emirates ID filters, past rows greyed, rows
 * without a patient hidden), read-only as it is.
 */
export default function AppointmentsPage() {
  return (
    <ReceptionistHospitalGate>
      {(hospitalId) => <HospitalAppointmentsScreen hospitalId={hospitalId} />}
    </ReceptionistHospitalGate>
  );
}
