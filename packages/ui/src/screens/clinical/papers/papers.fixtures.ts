// Fixtures of the diagnosis screen's paper modals (stories and tests only; not
// exported from the package), built from the shared API fixtures.
import {
  type AppointmentLabRequest,
  type LaboratoryChoice,
  type PreviousVisit,
  type SentQrPrescription,
  type SickLeaveRecord,
  toAppointmentLabRequest,
  toPreviousVisit,
  toPreviousVisits,
  toSentQrPrescription,
} from '@aafiya/api-client';
import { clinical, patients, scheduling, staff } from '@aafiya/api-client/mocks';

/** The stories' present: Friday 20 November 2026, 09:00 in Dubai. */
export const storyNow = new Date('2026-11-20T09:00:00+04:00');
export const storyTimeZone = 'Asia/Dubai';
/** Today in the stories ('YYYY-MM-DD'): the date pickers' minimum. */
export const storyToday = '2026-11-20';

/** The appointment being treated: Yousef Al Hammadi with Dr. Ahmed Al Mansoori. */
export const storyAppointmentId = clinical.APPOINTMENT_IDS.yousefCardiology;
export const storyPatientId = patients.patientYousef._id;
/** The signed-in doctor (the session's referenceId). */
export const storyDoctorId = staff.drAhmed._id;

/** A leave approved at this appointment, from today for three days. */
export const savedSickLeave: SickLeaveRecord = {
  id: 'leave-yousef-nov',
  from: '2026-11-20',
  to: '2026-11-22',
  description: 'Rest at home; no driving while on the new medication.',
};

export const laboratoryChoices: LaboratoryChoice[] = staff.laboratories.map((lab) => ({
  id: lab._id,
  name: `${lab.firstName} ${lab.lastName}`,
}));

/** Yousef's request, still pending at Marina Central Laboratory. */
export const pendingLabRequest: AppointmentLabRequest = toAppointmentLabRequest(clinical.labRequestPending);
/** A request the laboratory has answered: read-only, with its results. */
export const completedLabRequest: AppointmentLabRequest = toAppointmentLabRequest(clinical.labRequestCompleted);

const [bisoprolol] = clinical.qrPrescriptions;
if (!bisoprolol) throw new Error('fixtures: no QR prescription');
export const sentPrescription: SentQrPrescription = toSentQrPrescription(bisoprolol);

/** Mariam's and Priya's treated appointments, latest first. */
export const previousVisits: PreviousVisit[] = toPreviousVisits(scheduling.appointments);

/** A long history (12 treated appointments, a week apart), for the pager. */
export const longHistory: PreviousVisit[] = Array.from({ length: 12 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 10, 12 - index * 7, 6, 0));
  const visit = toPreviousVisit({
    ...scheduling.appointmentMariam,
    _id: `apt-history-${index + 1}`,
    from: day.toISOString(),
    to: new Date(day.getTime() + 30 * 60_000).toISOString(),
  });
  return visit;
});
