import type { Catalog } from './messages';

/**
 * Texts of the diagnosis screen's modals (001 §2, §5, §8): Approve Sick Leave, Request for Laboratory, QR prescription, Previous Prescriptions and Previous Lab Results.
 * English is the specification's wording where it gives one; the rest is ours
 * and marked "(ours)". Arabic translations are ours.
 *
 * English (loaded alone: messages/clinical-papers.ar.ts has the Arabic).
 */
export default {
  // Shared by the modals.
  cancel: 'Cancel',
  close: 'Close',
  saving: 'Saving…', // (ours)
  retry: 'Try again', // (ours)
  downloading: 'Downloading…', // (ours)
  downloadFailed: 'Problem while downloading the document', // (ours)

  // Approve Sick Leave (001 §2, §5 "Sick leave", §8).
  sickLeaveTitle: 'Approve Sick Leave',
  sickLeaveDescription: 'The patient’s sick leave for this appointment. Every field is required.', // (ours)
  sickLeaveLoadFailed: 'Problem while getting the sick leave', // (ours)
  from: 'From',
  to: 'To',
  description: 'Description',
  fromRequired: 'From date is required', // (ours)
  toRequired: 'To date is required', // (ours)
  descriptionRequired: 'Description is required', // (ours, as the doctor report's)
  toBeforeFrom: 'To date cannot be before from date',
  approve: 'Approve', // (ours)
  update: 'Update', // (ours)
  sickLeaveApproved: 'Sick Leave Approved',
  sickLeaveFailed: 'Problem while creating sick leave',
  sickLeavePeriod: 'From {{from}} to {{to}}', // (ours)
  downloadSickLeave: 'Download Sick Leave (PDF)', // (ours)

  // Request for Laboratory (001 §2, §5 "Lab request (doctor)", §8).
  labRequestTitle: 'Request for Laboratory',
  labRequestDescription: 'Choose a laboratory of the hospital and the tests it should run.', // (ours)
  labRequestLoadFailed: 'Problem while getting the lab request', // (ours)
  laboratoriesFailed: 'Problem while getting Laboratories', // (000 §8)
  noLaboratories: 'No laboratory found', // (000 §8)
  laboratory: 'Laboratory',
  laboratoryRequired: 'Laboratory is required', // (ours)
  tests: 'Tests',
  testNumber: 'Test {{number}}', // (ours)
  addTest: 'Add test', // (ours)
  removeTest: 'Remove test {{number}}', // (ours)
  noTests: 'No tests entered',
  testsHint: 'Empty tests are left out.', // (ours)
  request: 'Request', // (ours)
  labRequestGenerated: 'Laboratory Request Generated',
  labRequestFailed: 'Problem while generating request',
  labRequestCompleted: 'The laboratory has sent its results, so this request can no longer be changed.', // (ours)
  requestedOn: 'Requested on {{date}} from {{laboratory}}', // (ours)
  resultTest: 'Test',
  resultValue: 'Result',
  resultRange: 'Reference Range',
  resultReport: 'Report',
  downloadReport: 'Download Report',
  downloadReportOf: 'Download Report of {{test}}', // (ours: holds the visible text)
  reportNotAvailable: 'Not Available',
  resultPending: 'Awaiting results', // (ours)

  // QR prescription (001 §2, §5 "QR prescription", §8, §9).
  qrTitle: 'QR Prescription', // (ours: the specification names it "a QR prescription modal")
  qrDescription: 'A prescription the patient can show at any pharmacy; its QR code proves it is genuine.', // (ours)
  treatmentType: 'Treatment Type',
  medication: 'Medication',
  skinDesease: 'Skin Desease',
  prescription: 'Prescription',
  dosageADay: 'Dosage a day',
  consumptionDays: 'Consumption days',
  treatmentTypeRequired: 'Treatment Type is required', // (as the doctor report's)
  prescriptionRequired: 'Prescription is required', // (ours)
  dosageRequired: 'Dosage a day is required', // (ours)
  dosagePositive: 'Dosage must be a positive number', // (as the doctor report's)
  daysRequired: 'Consumption days is required', // (ours)
  daysPositive: 'Number of days must be a positive number', // (as the doctor report's)
  send: 'Send', // (ours)
  prescriptionSent: 'Prescription sent',
  prescriptionFailed: 'Failed to send prescription',
  dosageLine: '{{dosage}} a day for {{days}}', // (ours; days: dayCount)
  dayCount_zero: '{{count}} days',
  dayCount_one: '{{count}} day',
  dayCount_two: '{{count}} days',
  dayCount_few: '{{count}} days',
  dayCount_many: '{{count}} days',
  dayCount_other: '{{count}} days',
  downloadPrescription: 'Download Prescription (PDF)', // (ours)
  writeAnother: 'Write another', // (ours)
  writtenPrescriptions: 'Prescriptions you wrote for this patient', // (ours, #21)
  writtenPrescriptionsLoading: 'Loading the prescriptions', // (ours)
  writtenPrescriptionsFailed: 'Your earlier prescriptions could not be loaded.', // (ours)

  // Previous Prescriptions and Previous Lab Results (001 §2).
  previousPrescriptionsTitle: 'Previous Prescriptions',
  previousLabResultsTitle: 'Previous Lab Results',
  previousDescription: 'The patient’s earlier appointments that were treated, latest first.', // (ours)
  previousLoadFailed: 'Problem while getting previous appointments', // (ours)
  noPreviousPrescriptions: 'No previous prescriptions found', // (ours)
  noPreviousLabResults: 'No previous lab results found', // (ours)
  visitWhen: '{{date}}, {{time}}', // (ours)
  visitWith: 'With {{provider}}', // (ours)
  doctorReport: 'Doctor Report',
  noDoctorReport: 'No doctor report for this appointment', // (ours)
  nurseReport: 'Nurse Report',
  noNurseReport: 'No nurse report for this appointment', // (ours)
  medicines: 'Medicines',
  noMedicines: 'No medicines', // (ours)
  surgery: 'Surgery',
  surgeryOn: 'Required, on {{date}}', // (ours)
  surgeryRequired: 'Required', // (ours)
  surgeryNotRequired: 'Not required', // (ours)
  height: 'Height',
  weight: 'Weight',
  bloodPressure: 'Blood pressure',
  bodyTemperature: 'Body temperature',
  heartRate: 'Heart rate',
  glucose: 'Glucose',
  complaint: 'Complaint',
  unitMetres: '{{value}} m',
  unitKg: '{{value}} kg',
  unitMmHg: '{{value}} mmHg',
  unitCelsius: '{{value}} °C',
  unitBpm: '{{value}} bpm',
  unitMgDl: '{{value}} mg/dl',
  labResultsOf: 'Lab results of {{date}}', // (ours)
  laboratoryName: 'Laboratory: {{laboratory}}', // (ours)
} satisfies Catalog;
