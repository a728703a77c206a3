import type { Catalog } from './messages';

/**
 * Texts of the nurse area's screens (001 §2 Nurse area: dashboard, schedules, patients with Add Patient and the vitals form).
 * The appointments table's own texts (columns, End/Start Treatment, its confirmation and toasts) are the doctor's.
 *
 * English (loaded alone: messages/nurse.ar.ts has the Arabic).
 */
export default {
  // Dashboard (/nurse)
  dashboardTitle: 'Dashboard', // (ours)
  appointmentsTitle: 'Appointments', // (ours)
  noAppointments: 'No appointment found',
  // Schedules (/nurse/schedule, /nurse/schedule/{doctorId})
  scheduleTitle: 'My Schedule', // (ours)
  doctorScheduleTitle: 'Dr. {{name}}’s Schedule', // (ours)
  doctorScheduleTitleAnonymous: 'Doctor’s Schedule', // (ours: the doctor's record is loading or could not be read)
  backToDoctors: 'Back to doctors', // (ours)
  // Add Patient (/nurse/patient)
  addPatient: 'Add Patient',
  emiratesId: 'Emirates ID', // (ours)
  birthday: 'Birthday', // (ours)
  gender: 'Gender', // (ours)
  male: 'Male', // (ours)
  female: 'Female', // (ours)
  location: 'Location', // (ours)
  required: 'Required',
  patientCreated: 'Patient created successfully',
  // Vitals (/nurse/patient-info/{id})
  updateVitals: 'Update Vitals', // (ours)
  bloodType: 'Blood Type', // (ours)
  allergies: 'Allergies', // (ours)
  allergiesHint: 'Separate them with commas.', // (ours)
  height: 'Height (cm)', // (ours)
  weight: 'Weight (kg)', // (ours)
  heartRate: 'Heart Rate (bpm)', // (ours)
  temprature: 'Body Temperature (°C)', // (ours)
  glucose: 'Glucose (mg/dl)', // (ours)
  positiveNumber: 'Must be a positive number', // (ours: a 0 or negative measurement)
  vitalsUpdated: 'Vitals updated', // (ours)
} satisfies Catalog;
