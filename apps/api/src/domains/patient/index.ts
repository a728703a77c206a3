// patient (issue 25): the patient's own calls of the dashboard: his family members, removing a past appointment
// from his list, his account (details, password, picture, deletion request). His profile, papers and results are
// read through the hospital area's patient calls (../hospital/patients.ts) and the doctor's papers; booking and
// cancelling are in ../shared/scheduling. One handler group (http/handler-registry.ts).
import type { HandlerGroup } from '../../http/types';
import { familyMemberHandlers } from './family-members';
import { patientAccountHandlers } from './patient-account';
import { patientAppointmentHandlers } from './patient-appointments';

export const patientDashboardHandlers = {
  ...familyMemberHandlers,
  ...patientAppointmentHandlers,
  ...patientAccountHandlers,
} satisfies HandlerGroup;
