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
  medicines: 'Medicines',
  medicineLine: '{{medicine}}: {{dosage}} a day for {{days}} days',
} satisfies Catalog;
