// View models of the diagnosis screen's stories, made from the shared typed
// fixtures with the api-client's own mappers (stories only).
import {
  type DoctorReportView,
  type NurseReportView,
  toDiagnosisAppointment,
  toDiagnosisPatient,
  toDoctorReportView,
  toNurseReportView,
} from '@aafiya/api-client';
import { clinical, patients, scheduling } from '@aafiya/api-client/mocks';

/** Where the stories show times: the fixtures' Dubai. */
export const storyTimeZone = 'Asia/Dubai';

/** Yousef Al Hammadi and his blood-pressure follow-up of 2 December 2026, 09:30 (no reports in the fixtures). */
export const yousef = toDiagnosisPatient(patients.patientYousef);
export const yousefAppointment = toDiagnosisAppointment(scheduling.appointmentYousef);

/** The nurse report taken before Yousef's consultation. */
export const yousefNurseReport: NurseReportView = toNurseReportView({
  ...clinical.nurseReportMariam,
  _id: 'nrep-yousef-vitals',
  height: 1.78,
  weight: 86,
  bp: '135/85',
  bt: 37,
  complain: 'Headaches in the morning for a week.',
  heartRate: 80,
  glucose: 110,
  appointmentId: scheduling.appointmentYousef._id,
});

/** A report the doctor wrote at an appointment (Mariam's cardiology visit: two medicines, no surgery). */
export const mariamDoctorReport: DoctorReportView = toDoctorReportView(clinical.doctorReportMariam);

/** A report with surgery planned (Priya's knee). */
export const priyaDoctorReport: DoctorReportView = toDoctorReportView(clinical.doctorReportPriya);

/** Mariam (an Arabic name) as an Arabic reader sees her card: insurances in Arabic. */
export const mariamArabic = toDiagnosisPatient(patients.patientMariam, 'ar');
export const mariamAppointment = toDiagnosisAppointment(scheduling.appointmentMariam);
export const mariamNurseReport = toNurseReportView(clinical.nurseReportMariam);
