import type { PersonInput } from '@aafiya/api-client';
import { z } from '../../../lib/zod';
import { englishStaffValidation, personFields, type StaffValidationMessages } from './staff-validation';

/** Add Laboratory and Add/Edit Receptionist (000 §5): firstName, lastName, email (valid) and mobile required. */
export function createPersonFormSchema(messages: StaffValidationMessages = englishStaffValidation) {
  return z.object(personFields(messages));
}

export const personFormSchema = createPersonFormSchema();

export type PersonFormValues = z.infer<typeof personFormSchema>;

export const emptyPersonForm: PersonFormValues = { firstName: '', lastName: '', email: '', mobile: '' };

/** The edit form's values from a laboratory or receptionist. */
export function toPersonFormValues(person: PersonInput): PersonFormValues {
  return { firstName: person.firstName, lastName: person.lastName, email: person.email, mobile: person.mobile };
}
