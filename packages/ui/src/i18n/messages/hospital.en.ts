import type { Catalog } from './messages';

/**
 * Texts of the hospital dashboard, the patient lists and the shared patient
 * profile (000 §2.5, §8; 001 "Patient profile (shared)"). English keeps the
 * specification's wording where it gives one; texts it does not show are ours
 * and marked "(ours)". Arabic translations are ours.
 *
 * English (loaded alone: messages/hospital.ar.ts has the Arabic).
 */
export default {
  // Dashboard: welcome block
  welcome: 'Welcome, {{name}}',
  welcomeIntro: 'Here is what is happening at your hospital today.', // (ours)
  hospitalPhoto: 'Photo of {{name}}', // (ours)
  hospitalError: 'Unable to load hospital information.',
  // Dashboard: today's appointments
  todaysAppointments: "Today's Appointments",
  refresh: 'Refresh',
  provider: 'Provider',
  patient: 'Patient',
  time: 'Time',
  status: 'Status',
  appointmentsError: 'Problem while getting appointments',
  noAppointments: 'No appointment found',
  // Dashboard: staff strip
  staff: 'Hospital staff', // (ours)
  myDoctors: 'My Doctors',
  myNurses: 'My Nurses/Technicians',
  myLabs: 'My Labs',
  doctorsError: 'Problem while getting doctors',
  nursesError: 'Problem while getting nurses',
  labsError: 'Problem while getting Laboratories',
  noDoctors: 'No doctors found',
  noNurses: 'No nurse found',
  noLabs: 'No laboratory found',
  nurseTypeNurse: 'Nurse',
  nurseTypeTechnician: 'Technician',
  // Dashboard: booked and approved count
  countTitle: 'Booked and Approved Appointments', // (ours)
  from: 'From',
  to: 'To',
  countHint: 'Choose both dates to see the total.', // (ours)
  countTotal: 'Total', // (ours)
  countError: 'Error fetching data',
  // Patient list
  patientsTitle: 'Patients', // (ours)
  honorificName: 'Mr/Mrs. {{name}}',
  male: 'Male',
  female: 'Female',
  email: 'Email',
  phone: 'Phone',
  patientsError: 'Problem while getting patients',
  noPatients: 'No patients Found',
  // Patient profile
  profileTitle: 'Patient Profile', // (ours)
  patientPhoto: 'Photo of {{name}}', // (ours)
  personalDetails: 'Personal details', // (ours)
  birthday: 'Birthday',
  gender: 'Gender',
  bloodType: 'Blood Type',
  allergies: 'Allergies',
  diseases: 'Diseases',
  height: 'Height',
  weight: 'Weight',
  patientId: 'Patient ID',
  vitals: 'Vitals', // (ours)
  bloodPressure: 'Blood Pressure',
  heartRate: 'Heart Rate',
  bodyTemperature: 'Body Temperature',
  glucose: 'Glucose',
  valueWithUnit: '{{value}} {{unit}}',
  notRecorded: 'Not recorded', // (ours)
  none: 'None', // (ours)
  patientDoctors: 'Doctors', // (ours)
  noPatientDoctors: 'No doctors found',
  labResults: 'Lab Results',
  test: 'Test',
  result: 'Result',
  noResult: 'N/A',
  noLabResults: 'No lab results found', // (ours)
} satisfies Catalog;
