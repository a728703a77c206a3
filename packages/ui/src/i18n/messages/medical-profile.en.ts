import type { Catalog } from './messages';

/**
 * Texts of the patient dashboard's Medical Profile tab (002 "Patient dashboard", §3 "Patient medical profile",
 * §5 "Vitals form (patient)"; #25 item 2), English: the specification's wording where it gives one (the tab's
 * name, the translated 'required'); the rest is ours, marked (ours).
 *
 * English (loaded alone: messages/medical-profile.ar.ts has the Arabic).
 */
export default {
  title: 'Medical Profile',
  loading: 'Loading your medical profile…', // (ours)
  loadFailed: 'Could not load your medical profile.', // (ours)
  retry: 'Try again', // (ours)
  notRecorded: 'Not recorded', // (ours)
  none: 'None', // (ours)
  valueWithUnit: '{{value}} {{unit}}', // (ours)

  // Personal data (002 §3)
  personalData: 'Personal Data', // (ours)
  photoOf: 'Photo of {{name}}', // (ours)
  birthday: 'Birthday', // (ours)
  gender: 'Gender', // (ours)
  male: 'Male', // (ours)
  female: 'Female', // (ours)
  email: 'Email', // (ours)
  phone: 'Phone', // (ours)
  location: 'Location', // (ours)
  insurances: 'Insurances', // (ours)

  // Vitals and their form (002 §5)
  vitals: 'Vitals', // (ours)
  bloodType: 'Blood Type', // (ours)
  chooseBloodType: 'Choose a blood type', // (ours)
  allergies: 'Allergies', // (ours)
  diseases: 'Diseases', // (ours)
  height: 'Height (cm)', // (ours)
  weight: 'Weight (kg)', // (ours)
  listHint: 'Separate them with commas.', // (ours)
  updateVitals: 'Update Vitals', // (ours)
  vitalsUpdated: 'Vitals updated', // (ours)
  required: 'Required', // the translated 'required' (002 §5), as registration writes it
  positiveNumber: 'Must be a positive number', // (ours)

  // Previous appointments with their prescriptions (002 "Patient dashboard")
  previousAppointments: 'Previous Appointments', // (ours)
  when: 'When', // (ours)
  provider: 'Doctor or service', // (ours)
  hospital: 'Hospital', // (ours)
  prescription: 'Prescription', // (ours)
  noPrescription: 'No prescription', // (ours)
  doctorName: 'Dr. {{name}}', // (ours)
  doctorReport: 'Doctor report', // (ours)
  doctorReportOf: 'Doctor report of {{when}}', // (ours)
  noPreviousAppointments: 'No previous appointments yet', // (ours)
} satisfies Catalog;
