export {
  AddDoctorDialog,
  type AddDoctorDialogProps,
  EditDoctorDialog,
  type EditDoctorDialogProps,
} from './doctor-form-dialog.connected';
export {
  DoctorForm,
  DoctorFormDialog,
  type DoctorFormDialogProps,
  type DoctorFormOptions,
  type DoctorFormProps,
} from './doctor-form-dialog';
export { createDoctorFormSchema, doctorFormSchema, type DoctorFormValues, emptyDoctorForm } from './doctor-form.schema';
export { useDoctorFormOptions } from './doctor-form-options';
export { EditButton } from './edit-button';
export {
  AddNurseDialog,
  type AddNurseDialogProps,
  EditNurseDialog,
  type EditNurseDialogProps,
} from './nurse-form-dialog.connected';
export { NurseForm, NurseFormDialog, type NurseFormDialogProps, type NurseFormProps } from './nurse-form-dialog';
export {
  createNurseFormSchema,
  emptyNurseForm,
  type NurseFormFields,
  nurseFormSchema,
  type NurseFormValues,
  nurseTypes,
} from './nurse-form.schema';
export {
  AddLaboratoryDialog,
  type AddLaboratoryDialogProps,
  AddReceptionistDialog,
  type AddReceptionistDialogProps,
  EditLaboratoryDialog,
  type EditLaboratoryDialogProps,
  EditReceptionistDialog,
  type EditReceptionistDialogProps,
} from './person-form-dialog.connected';
export {
  LaboratoryFormDialog,
  type PersonFormDialogProps,
  type PersonFormProps,
  ReceptionistFormDialog,
} from './person-form-dialog';
export {
  createPersonFormSchema,
  emptyPersonForm,
  personFormSchema,
  type PersonFormValues,
  toPersonFormValues,
} from './person-form.schema';
export {
  type StaffDialogControl,
  StaffFormDialog,
  type StaffFormDialogProps,
  type StaffFormState,
} from './staff-form-dialog';
export { englishStaffValidation, type StaffValidationMessages, useStaffValidation } from './staff-validation';
