import { useMemo } from 'react';
import { z } from '../../../lib/zod';
import { useAccountMessages } from '../../hospital/profile/hospital-profile.schema';
import { createDoctorFormSchema } from '../../hospital/staff-forms/doctor-form.schema';
import { createPersonFormSchema } from '../../hospital/staff-forms/person-form.schema';
import {
  englishStaffValidation,
  requiredText,
  type StaffValidationMessages,
  useStaffValidation,
} from '../../hospital/staff-forms/staff-validation';
import {
  englishMessages,
  newPassword,
  type RegistrationMessages,
  withMatchingPasswords,
} from '../../shared/registration-rules/registration-rules';

/**
 * The doctor profile modal (001 §5): at least one speciality ("Speciality is
 * required") and experience, both as the hospital's doctor form checks them
 * (a whole number of years from 0 to 70); about is required here ("Required").
 */
export function doctorProfileUpdateSchema(messages: StaffValidationMessages = englishStaffValidation) {
  return createDoctorFormSchema(messages)
    .pick({ specialityIds: true, experience: true })
    .extend({ about: requiredText(messages) });
}

/** The Account tab's texts: the staff forms' for the person fields, registration's for the passwords. */
export interface DoctorAccountMessages {
  staff: StaffValidationMessages;
  passwords: RegistrationMessages;
}

export const englishAccountMessages: DoctorAccountMessages = {
  staff: englishStaffValidation,
  passwords: englishMessages,
};

/**
 * The doctor account (001 §5): firstName, lastName and mobile (+971-## ### ####)
 * required, email required and valid, as on the hospital's staff forms;
 * password and confirmPassword required, the password at least 8 characters
 * and not a common one (the contract's rules), and confirmPassword equal to
 * it ("Both password need to be the same"). The specification requires the
 * password on every save of this form, so it is asked for even when only a
 * name changes (the hospital's own account, 000 §5, makes it optional).
 */
export function doctorAccountSchema(messages: DoctorAccountMessages = englishAccountMessages) {
  return withMatchingPasswords(
    createPersonFormSchema(messages.staff).extend({
      password: newPassword(messages.passwords),
      confirmPassword: z.string().min(1, messages.passwords.required),
    }),
    messages.passwords.passwordsMismatch,
  );
}

export type DoctorProfileUpdateFields = z.input<ReturnType<typeof doctorProfileUpdateSchema>>;
export type DoctorProfileUpdateValues = z.output<ReturnType<typeof doctorProfileUpdateSchema>>;
export type DoctorAccountFields = z.input<ReturnType<typeof doctorAccountSchema>>;
export type DoctorAccountValues = z.output<ReturnType<typeof doctorAccountSchema>>;

/** The Account tab's validation texts in the reader's language. */
export function useDoctorAccountMessages(): DoctorAccountMessages {
  const staff = useStaffValidation();
  const passwords = useAccountMessages();
  return useMemo(() => ({ staff, passwords }), [staff, passwords]);
}
