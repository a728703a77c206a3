import type { Catalog } from './messages';

/**
 * Texts of the patient dashboard /profile (002 "Patient dashboard", §8; #25 items 1, 5 and 6), English: the
 * specification's wording where it gives one (the tab names, 'no sick leaves available yet', 'pending', 'Problem
 * while getting sick leaves'); 'view_result' is a translation key in the original, shown as "View result"; the
 * rest is ours, marked (ours).
 *
 * English (loaded alone: messages/patient-dashboard.ar.ts has the Arabic).
 */
export default {
  // The shell
  heading: 'My profile', // (ours)
  tabsLabel: 'My profile', // (ours)
  pointsLabel: 'Your points', // (ours)
  points_zero: '{{count}} points', // (ours)
  points_one: '{{count}} point', // (ours)
  points_two: '{{count}} points', // (ours)
  points_few: '{{count}} points', // (ours)
  points_many: '{{count}} points', // (ours)
  points_other: '{{count}} points', // (ours)
  offersLink: 'Spend your points on offers', // (ours)
  tabMedicalProfile: 'Medical Profile',
  tabFamilyMembers: 'Family Members',
  tabAppointments: 'Appointments',
  tabSickLeaves: 'Sick Leaves',
  tabQrPrescription: 'QR Prescription',
  tabLabResults: 'Lab Results',
  tabAccount: 'Account',
  tabLoading: 'Loading…', // (ours)

  // Sick Leaves
  sickLeavesLoading: 'Loading your sick leaves', // (ours)
  sickLeavesFailed: 'Problem while getting sick leaves',
  noSickLeaves: 'no sick leaves available yet',
  leaveDates: '{{from}} to {{to}}', // (ours)
  issuedOn: 'Issued on {{date}}', // (ours)
  byDoctor: 'Dr. {{name}}', // (ours)
  downloadSickLeave: 'Download', // (ours)
  downloadSickLeaveOf: 'Download the sick leave from {{from}} to {{to}}', // (ours)

  // QR Prescription
  prescriptionsLoading: 'Loading your prescriptions', // (ours)
  prescriptionsFailed: 'Problem while getting prescriptions', // (ours)
  noPrescriptions: 'No prescriptions yet', // (ours)
  writtenOn: 'Written on {{date}}', // (ours)
  qrCodeOf: 'QR code of the prescription of {{date}}', // (ours)
  qrOnScreen: 'Show this code at the pharmacy; it is also on the PDF.', // (ours)
  qrOnPaper: 'The QR code is on the prescription PDF: show it at the pharmacy.', // (ours)
  downloadPrescription: 'Download', // (ours)
  downloadPrescriptionOf: 'Download the prescription of {{date}} with its QR code', // (ours)

  // Lab Results
  labResultsLoading: 'Loading your lab results', // (ours)
  labResultsFailed: 'Problem while getting lab results', // (ours)
  noLabResults: 'No lab results yet', // (ours)
  labRequestOf: 'Lab request of {{date}}', // (ours)
  pending: 'pending',
  viewResult: 'View result', // ('view_result' in the original)
  viewResultOf: 'View result of {{date}}', // (ours)
} satisfies Catalog;
