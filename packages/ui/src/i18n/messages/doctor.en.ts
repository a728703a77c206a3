import type { Catalog } from './messages';

/**
 * Texts of the doctor area's screens (001 §2 Doctor area: appointments, patients, lab results, profile, calendar).
 *
 * English (loaded alone: messages/doctor.ar.ts has the Arabic).
 */
export default {
  // Calendar (/doctors): the page's heading (the specification names the screen "Calendar of slots").
  calendarTitle: 'Calendar',
  // Appointments (/doctors/appointment, 001 §2 and §8). Texts marked "(ours)" are not in the specification.
  appointmentsWelcome: 'Welcome, Dr. {{name}}', // (ours)
  appointmentsWelcomeAnonymous: 'Welcome', // (ours: the doctor's record could not be read)
  appointmentsWelcomeIntro: 'Your appointments, the latest first.', // (ours)
  appointmentsDoctorPhoto: 'Photo of Dr. {{name}}', // (ours)
  appointmentsTitle: 'Appointments', // (ours)
  appointmentsColumnPatientName: 'Patient Name',
  appointmentsColumnEmiratesId: 'Emirates ID Number',
  appointmentsColumnDate: 'Date',
  appointmentsColumnTime: 'Time',
  appointmentsColumnService: 'Service',
  appointmentsColumnAction: 'Action', // (ours)
  appointmentsStartTreatment: 'Start Treatment',
  appointmentsEndTreatment: 'End Treatment',
  appointmentsEndTreatmentQuestion: 'Are you sure you want to end the treatment?',
  appointmentsEndTreatmentNo: 'Cancel', // (ours)
  appointmentsTreatmentEnded: 'Treatment ended successfully!',
  appointmentsEndTreatmentFailed: 'Failed to end treatment. Please try again.',
  appointmentsNoneFound: 'No appointment found',
  appointmentsNoneYet: 'No appointments yet',
  appointmentsError: "Problem while getting doctor's appointments",
  // Lab Results Records (/doctors/lab-results, 001 §2): "No doctors Found" is the Pending tab's empty text, as written.
  labResultsTitle: 'Lab Results Records',
  labResultsPendingTab: 'Pending Request',
  labResultsPendingTitle: 'Pending Lab Requests',
  labResultsPendingEmpty: 'No doctors Found',
  labResultsCompletedTab: 'Test Results',
  labResultsCompletedTitle: 'Lab Test Results',
  labResultsCompletedEmpty: 'No Test Results Found',
  labResultsViewResults: 'View Results',
  labResultsError: 'Problem while getting requests',
  labResultsDate: 'Date', // (ours)
  labResultsTests: 'Tests', // (ours)
  labResultsPatient: 'Patient', // (ours)
  // Profile (/doctors/profile, 001 §2 "Doctor profile", §5, §8). Texts marked "(ours)" are not in the specification.
  profileTitle: 'Profile', // (ours: the user menu's entry)
  profileTabs: 'Profile sections', // (ours)
  profileTabDoctor: 'Doctor Profile',
  profileTabAccount: 'Account',
  profileLoadFailed: 'Problem while getting your profile', // (ours)
  profilePhoto: 'Photo of Dr. {{name}}', // (ours)
  profileHospital: 'Hospital',
  profileDetails: 'Profile details', // (ours)
  profileSpecialities: 'Specialities',
  profileExperience: 'Experience',
  profileExperienceYears_zero: '{{count}} years',
  profileExperienceYears_one: '{{count}} year',
  profileExperienceYears_two: '{{count}} years',
  profileExperienceYears_few: '{{count}} years',
  profileExperienceYears_many: '{{count}} years',
  profileExperienceYears_other: '{{count}} years',
  profileAbout: 'About',
  profileNotGiven: 'Not given', // (ours)
  profileListSeparator: ', ',
  profileUpdate: 'Update',
  profileUpdateTitle: 'Update Profile', // (ours)
  profileSpecialityField: 'Speciality',
  profileExperienceField: 'Experience (years)',
  profileAboutField: 'About',
  profileUpdated: 'Doctor profile updated',
  profileUpdateFailed: 'Problem while updating the doctor',
  profileAccountTitle: 'Account details', // (ours)
  profileChangePassword: 'Change Password',
  profileConfirmPassword: 'Confirm Password',
  profilePasswordHint: 'Needed to save these details: enter a new password or your current one.', // (ours)
  profileSaving: 'Saving…', // (ours)
} satisfies Catalog;
