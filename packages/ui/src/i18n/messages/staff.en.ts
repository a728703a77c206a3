import type { Catalog } from './messages';

/**
 * Texts of the hospital's staff directories (doctors, nurses and technicians,
 * laboratories, receptionists), their add/edit modals and the receptionist
 * detail. English is the specification's wording (000 §2.5, §5, §8) where it
 * gives one; the rest is ours and marked "(ours)". Arabic translations are ours.
 *
 * English (loaded alone: messages/staff.ar.ts has the Arabic).
 */
export default {
  // List titles and add buttons (000 §2.5; 001 names the lists "Doctors List", "Nurse/Technician List").
  doctorsTitle: 'Doctors List',
  nursesTitle: 'Nurse/Technician List',
  laboratoriesTitle: 'Laboratory List',
  receptionistsTitle: 'Receptionists List',
  addDoctor: 'ADD DOCTOR',
  addNurse: '+ ADD NURSE/TECHNICIAN',
  addLaboratory: 'ADD Laboratory',
  addReceptionist: '+ ADD RECEPTIONIST',
  // Empty lists and empty searches (000 §2.5, §8).
  noDoctors: 'No doctors Found',
  noNurses: 'No nurse found',
  noLaboratories: 'No laboratory found',
  noReceptionists: 'No receptionist found',
  noDoctorsSearch: 'No doctors found against this search',
  noNursesSearch: 'No nurses found against this search',
  noLaboratoriesSearch: 'No labs found against this search',
  noReceptionistsSearch: 'No receptionists found against this search',
  // Load failures (000 §8).
  doctorsFailed: 'Problem while getting doctors',
  nursesFailed: 'Problem while getting nurses',
  laboratoriesFailed: 'Problem while getting Laboratories',
  receptionistsFailed: 'Problem while getting receptionists',
  receptionistFailed: 'Problem while getting receptionist', // (ours, after the list's text)
  retry: 'Try again', // (ours)
  // Success toasts (000 §8).
  doctorCreated: 'Doctor Created Successfully',
  doctorUpdated: 'Doctor Updated Successfully',
  doctorDeleted: 'Doctor deleted successfully',
  nurseCreated: 'Nurse Created Successfully',
  nurseDeleted: 'Nurse deleted successfully',
  laboratoryCreated: 'Laboratory Created Successfully',
  laboratoryDeleted: 'Laboratory deleted successfully',
  receptionistCreated: 'Receptionist Created Successfully',
  receptionistDeleted: 'Receptionist deleted successfully',
  updated: 'Successfully updated',
  // Cards (ours)
  delete: 'Delete',
  listSeparator: ', ',
  emailPerson: 'Email {{name}}',
  callPerson: 'Call {{name}}',
  // Modals (titles and buttons ours; the spec names them ADD/EDIT)
  addDoctorTitle: 'Add Doctor',
  editDoctorTitle: 'Edit Doctor',
  addNurseTitle: 'Add Nurse/Technician',
  editNurseTitle: 'Edit Nurse',
  addLaboratoryTitle: 'Add Laboratory',
  editLaboratoryTitle: 'Edit Laboratory',
  addReceptionistTitle: 'Add Receptionist',
  editReceptionistTitle: 'Edit Receptionist',
  formHint: 'Fields marked * are required.',
  emailReadOnly: 'The email cannot be changed.',
  add: 'Add',
  save: 'Update',
  saving: 'Saving…',
  cancel: 'Cancel',
  edit: 'EDIT',
  // Fields (ours, the entity's field names in words)
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  mobile: 'Mobile',
  experience: 'Experience (years)',
  gender: 'Gender',
  country: 'Country',
  language: 'Language',
  speciality: 'Speciality',
  about: 'Description',
  type: 'Type',
  typeNurse: 'Nurse',
  typeTechnician: 'Technician',
  description: 'Description',
  // Validation (000 §5)
  required: 'Required',
  invalidEmail: 'Invalid email address',
  specialityRequired: 'Speciality is required',
  experienceInvalid: 'Experience must be a whole number of years from 0 to 70', // (ours; the contract's range)
  // Receptionist detail (ours)
  receptionistDetail: 'Receptionist',
  // Laboratory detail (ours: the spec names the route only)
  laboratoryDetail: 'Laboratory',
  laboratoryFailed: 'Problem while getting laboratory', // (ours, after the list's text)
} satisfies Catalog;
