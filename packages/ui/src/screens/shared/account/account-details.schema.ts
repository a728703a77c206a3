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
  optionalNewPassword,
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
 *
 * With `passwordOptional` (the vendor's profile, 002 §5), both may stay empty
 * to keep the current password; once either is typed, the other is
 * 'Required' and they must be the same.
 */
export function accountDetailsSchema(
  messages: AccountDetailsMessages = englishAccountDetailsMessages,
  { passwordOptional = false }: { passwordOptional?: boolean } = {},
) {
  const person = createPersonFormSchema(messages.staff);
  const { passwords } = messages;
  if (!passwordOptional) {
    return withMatchingPasswords(
      person.extend({
        password: newPassword(passwords),
        confirmPassword: z.string().min(1, passwords.required),
      }),
      passwords.passwordsMismatch,
    );
  }
  return withOptionalPasswordPair(
    person.extend({ password: optionalNewPassword(passwords), confirmPassword: z.string() }),
    passwords,
  );
}

/**
 * An optional new password (002 §5: the vendor's and the patient's profile):
 * both may stay empty to keep the current one; once either is typed, the
 * other is 'Required' and they must be the same.
 */
export function withOptionalPasswordPair<S extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: S,
  passwords: RegistrationMessages,
): S {
  return withMatchingPasswords(
    schema
      .refine((values) => values.password !== '' || values.confirmPassword === '', {
        message: passwords.required,
        path: ['password'],
        when: passwordPairTyped,
      })
      .refine((values) => values.confirmPassword !== '' || values.password === '', {
        message: passwords.required,
        path: ['confirmPassword'],
        when: passwordPairTyped,
      }),
    passwords.passwordsMismatch,
  );
}

/** Whether the pair's checks apply: both fields are there (other fields may still be missing). */
function passwordPairTyped(payload: { value: unknown }): boolean {
  const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
  return typeof value?.password === 'string' && typeof value.confirmPassword === 'string';
}

export type AccountDetailsFields = z.input<ReturnType<typeof accountDetailsSchema>>;
export type AccountDetailsValues = z.output<ReturnType<typeof accountDetailsSchema>>;

/** The account form's validation texts in the reader's language. */
export function useAccountDetailsMessages(): AccountDetailsMessages {
  const staff = useStaffValidation();
  const passwords = useAccountMessages();
  return useMemo(() => ({ staff, passwords }), [staff, passwords]);
}
