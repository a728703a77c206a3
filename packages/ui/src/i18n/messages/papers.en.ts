import type { Catalog } from './messages';

/**
 * Texts of the public pages about the server's papers (#19): /verify/{reference},
 * which a paper's QR code opens, and the printable /patient-report/{appointmentId}
 * (002 "Patient report page"). The specification shows no verification page:
 * its texts are ours but "This document could not be verified" (the issue's).
 *
 * English (loaded alone: messages/papers.ar.ts has the Arabic).
 */
export default {
  verifyTitle: 'Document verification',
  checking: 'Checking the document…',
  genuineTitle: 'This document is genuine',
  genuineIntro: 'Aafiya issued this paper. Check that the paper you hold says the same as below.',
  notVerified: 'This document could not be verified',
  notVerifiedHelp:
    'The code may have been changed or copied wrongly, or the paper withdrawn. Ask the hospital that issued it.',
  checkFailed: 'The document could not be checked just now.',
  tryAgain: 'Try again',
  kind: 'Document',
  kindDoctorReport: 'Doctor report',
  kindSickLeave: 'Sick leave',
  kindQrPrescription: 'Prescription',
  kindAppointmentSlip: 'Appointment slip',
  issuedOn: 'Issued on',
  hospital: 'Hospital',
  doctor: 'Doctor',
  patient: 'Patient',
  patientInitialsNote: '{{initials}} (initials only)',
  appointment: 'Appointment',
  leaveFrom: 'Off work from',
  leaveTo: 'Until (inclusive)',
  treatmentType: 'Treatment type',
  treatmentMedication: 'Medication',
  treatmentSkinDesease: 'Skin Desease',
  prescription: 'Prescription',
  dosageADay: 'Dosage a day',
  consumptionDays: 'Days',
  dispensedOn: 'Dispensed on {{date}} by {{pharmacy}}', // (ours, #21)
  notDispensed: 'Not dispensed yet', // (ours, #21)
  medicines: 'Medicines',
  medicineLine: '{{medicine}}: {{dosage}} a day for {{days}} days',
  // Patient report (/patient-report/{appointmentId}, 002): the specification's texts are "Download Now" and
  // "No Nurse Reports Found" (001 §8); the rest are ours.
  reportTitle: 'Patient Report',
  downloadNow: 'Download Now',
  downloadFailed: 'The report could not be downloaded. Please try again.',
  patientDetails: 'Patient Details',
  hospitalName: 'Hospital',
  patientName: 'Patient',
  birthday: 'Birthday',
  description: 'Description',
  from: 'From',
  nurseReports: 'Nurse Reports',
  doctorReports: 'Doctor Reports',
  noNurseReports: 'No Nurse Reports Found',
  noDoctorReports: 'No doctor report yet.',
  height: 'Height (m)',
  weight: 'Weight (kg)',
  bp: 'Blood pressure (mmHg)',
  bt: 'Temperature (°C)',
  complain: 'Complaint',
  heartRate: 'Heart rate (bpm)',
  glucose: 'Glucose (mg/dl)',
  byNurse: 'Nurse',
  byDoctor: 'Doctor',
  requiresSurgery: 'Requires surgery',
  yes: 'Yes',
  no: 'No',
  dateOfSurgery: 'Date of surgery',
  medicine: 'Medicine',
  dosage: 'Dosage',
  days: 'Days',
  signInToSee: 'Log in to see this report: only the patient and the hospital that treated him may read it.',
  logIn: 'Log in',
  reportNotFound: 'No report found for this appointment.',
  reportFailed: 'The report could not be loaded.',
  loadingReport: 'Loading the report…',
} satisfies Catalog;
