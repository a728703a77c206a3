import type { NurseType } from '@aafiya/api-client';
import { z } from '../../../lib/zod';
import {
  englishStaffValidation,
  experienceField,
  personFields,
  type StaffValidationMessages,
} from './staff-validation';

export const nurseTypes = ['Nurse', 'Technician'] as const satisfies readonly NurseType[];

/**
 * Add Nurse/Technician and Edit Nurse (000 §5): firstName, lastName, email
 * (valid), mobile and type required; speciality, description and experience
 * optional.
 */
export function createNurseFormSchema(messages: StaffValidationMessages = englishStaffValidation) {
  return z.object({
    ...personFields(messages),
    // Nothing is chosen at first, so a forgotten type reads "Required".
    type: z
      .string()
      .min(1, messages.required)
      .pipe(z.enum(nurseTypes, { message: messages.required })),
    speciality: z.string(),
    description: z.string(),
    // Optional, but when given a whole number of years from 0 to 70.
    experience: experienceField(messages),
  });
}

export const nurseFormSchema = createNurseFormSchema();

/** What the form holds while editing (type "" until chosen). */
export type NurseFormFields = z.input<typeof nurseFormSchema>;
/** What a valid form submits. */
export type NurseFormValues = z.output<typeof nurseFormSchema>;

export const emptyNurseForm: NurseFormFields = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  type: '',
  speciality: '',
  description: '',
  experience: '',
};
