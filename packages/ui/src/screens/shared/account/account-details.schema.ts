import { useMemo } from 'react';
import { z } from '../../../lib/zod';
import { useAccountMessages } from '../../hospital/profile/hospital-profile.schema';
import { createPersonFormSchema } from '../../hospital/staff-forms/person-form.schema';
import {
  englishStaffValidation,
  type StaffValidationMessages,
  useStaffValidation,
} from '../../hospital/staff-forms/staff-validation';
import {
  englishMessages,
  newPassword,
  type RegistrationMessages,
  withMatchingPasswords,
} from '../registration-rules/registration-rules';

/** The account form's texts: the staff forms' for the person fields, registration's for the passwords. */
export interface AccountDetailsMessages {
  staff: StaffValidationMessages;
  passwords: RegistrationMessages;
}

export const englishAccountDetailsMessages: AccountDetailsMessages = {
  staff: englishStaffValidation,
  passwords: englishMessages,
};

/**
 * The account form of the doctor, the nurse and the receptionist (001 §5
 * "Doctor account", "Nurse account and lab account", "Receptionist account
 * form": the same rules): firstName, lastName and mobile (+971-## ### ####)
 * required, email required and valid, as on the hospital's staff forms;
 * password and confirmPassword required, the password at least 8 characters
 * and not a common one (the contract's rules), and confirmPassword equal to
 * it ("Both password need to be the same"). The specification requires the
 * password on every save of this form, so it is asked for even when only a
 * name changes (the hospital's own account, 000 §5, makes it optional).
 */
export function accountDetailsSchema(messages: AccountDetailsMessages = englishAccountDetailsMessages) {
  return withMatchingPasswords(
    createPersonFormSchema(messages.staff).extend({
      password: newPassword(messages.passwords),
      confirmPassword: z.string().min(1, messages.passwords.required),
    }),
    messages.passwords.passwordsMismatch,
  );
}

export type AccountDetailsFields = z.input<ReturnType<typeof accountDetailsSchema>>;
export type AccountDetailsValues = z.output<ReturnType<typeof accountDetailsSchema>>;

/** The account form's validation texts in the reader's language. */
export function useAccountDetailsMessages(): AccountDetailsMessages {
  const staff = useStaffValidation();
  const passwords = useAccountMessages();
  return useMemo(() => ({ staff, passwords }), [staff, passwords]);
}
