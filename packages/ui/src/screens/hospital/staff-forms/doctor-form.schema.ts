import { z } from '../../../lib/zod';
import {
  englishStaffValidation,
  personFields,
  requiredExperience,
  requiredText,
  type StaffValidationMessages,
} from './staff-validation';

/**
 * Add/Edit Doctor (000 §5): firstName, lastName, email (valid), mobile,
 * experience, gender, country and language required ("Required"); at least
 * one speciality ("Speciality is required"); the description is optional.
 * Experience is a whole number of years from 0 to 70 and a mobile typed only
 * in part says so (the contract refuses both).
 */
export function createDoctorFormSchema(messages: StaffValidationMessages = englishStaffValidation) {
  return z.object({
    ...personFields(messages),
    experience: requiredExperience(messages),
    gender: requiredText(messages),
    country: requiredText(messages),
    language: requiredText(messages),
    specialityIds: z.array(z.string()).min(1, messages.specialityRequired),
    about: z.string(),
  });
}

export const doctorFormSchema = createDoctorFormSchema();

export type DoctorFormValues = z.infer<typeof doctorFormSchema>;

export const emptyDoctorForm: DoctorFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  experience: '',
  gender: '',
  country: '',
  language: '',
  specialityIds: [],
  about: '',
};
