import type { Catalog } from './messages';

/**
 * Texts of the patient dashboard's Family Members and Appointments tabs (002 "Patient dashboard", §3, §4, §5, §8;
 * #25 items 3 and 4), English: the specification's wording where it gives one (the toasts, failures, empty text and
 * 'required'); the rest is ours, marked (ours).
 *
 * English (loaded alone: messages/patient-care.ar.ts has the Arabic).
 */
export default {
  // Shared
  required: 'Required', // the translated 'required' (002 §5), as registration writes it
  loadFailed: 'Could not load your profile.', // (ours)
  dash: '—', // (ours) an empty phone (002 §3 "display shows a dash if empty")

  // Family Members (002 §3 "Family member", §5 "Add-family-member form", §8)
  familyTitle: 'Family Members',
  addFamilyMember: 'Add Family Member', // (ours)
  firstName: 'First Name', // (ours)
  lastName: 'Last Name', // (ours)
  name: 'Name', // (ours)
  relation: 'Relation', // (ours)
  emiratesId: 'Emirates ID', // (ours)
  phoneNo: 'Phone', // (ours)
  relationFATHER: 'Father', // (ours)
  relationMOTHER: 'Mother', // (ours)
  relationSON: 'Son', // (ours)
  relationDAUGHTER: 'Daughter', // (ours)
  relationSISTER: 'Sister', // (ours)
  relationBROTHER: 'Brother', // (ours)
  relationOTHER: 'Other', // (ours)
  chooseRelation: 'Choose a relation', // (ours)
  add: 'Add', // (ours)
  adding: 'Adding…', // (ours)
  cancel: 'Cancel', // (ours)
  deleteMember: 'Delete {{name}}', // (ours)
  familyMemberAdded: 'Family Member Added Successfully',
  familyMemberAddFailed: 'Problem while adding family member',
  familyMemberDeleted: 'Family Member Deleted Successfully',
  familyMemberDeleteFailed: 'Problem while deleting family member',
  noFamilyMembers: 'no family members yet',

  // Appointments (002 "Patient dashboard", §4 "Cancel", §8)
  upcomingTitle: 'Upcoming Appointments', // (ours)
  historyTitle: 'Appointments History', // (ours)
  noUpcoming: 'No upcoming appointments', // (ours)
  noHistory: 'No previous appointments', // (ours)
  when: 'Date', // (ours)
  provider: 'Doctor', // (ours)
  hospital: 'Hospital', // (ours)
  status: 'Status', // (ours)
  bookedFor: 'For', // (ours)
  doctorName: 'Dr. {{name}}', // (ours; the doctor cards' 'Dr.')
  cancelAppointment: 'Cancel', // (ours)
  cancelAppointmentOf: 'Cancel the appointment of {{when}}', // (ours)
  cancelQuestion: 'Are you sure you want to cancel this appointment?', // (ours)
  cancelConfirm: 'Yes, cancel it', // (ours)
  keepAppointment: 'Keep it', // (ours)
  appointmentCancelled: 'Your appointment cancelled successfully',
  appointmentCancelFailed: 'Problem while cancelling the appointment',
  deleteAppointment: 'Delete', // (ours)
  deleteAppointmentOf: 'Delete the appointment of {{when}}', // (ours)
  appointment_delete_successfully: 'Appointment deleted successfully',
  appointmentDeleteFailed: 'Problem while deleting appointment',
  viewReport: 'Report', // (ours)
  viewReportOf: 'Report of the appointment of {{when}}', // (ours)
  slip: 'Slip', // (ours)
  slipOf: 'Download the appointment slip of {{when}}', // (ours)
  slipFailed: 'Problem while downloading the appointment slip', // (ours)

  // Get Points (002 "A verify-code form (code required) awards points", §4, §8)
  getPoints: 'Get Points',
  getPointsOf: 'Get Points for the appointment of {{when}}', // (ours)
  getPointsText: 'Enter the code the hospital gave you at this visit.', // (ours)
  code: 'Code', // (ours)
  verify: 'Verify', // (ours)
  verifying: 'Verifying…', // (ours)
  pointsReceived: 'You have recieved 20 points', // spelt so (002 §8)
  codeInvalid: 'Your code is Invalid OR Expired',
} satisfies Catalog;
