import { z } from '../../../../lib/zod';
import { createPersonFormSchema } from '../../../hospital/staff-forms/person-form.schema';
import {
  type AccountDetailsMessages,
  englishAccountDetailsMessages,
  withOptionalPasswordPair,
} from '../../../shared/account/account-details.schema';
import { optionalNewPassword, present, requiredText } from '../../../shared/registration-rules/registration-rules';

/** The genders of the patient's profile form (002 §5: male / female; stored lower-case). */
export const patientAccountGenders = ['male', 'female'] as const;

/**
 * The patient's profile form (002 §5 "Patient profile form"): the account
 * form's person fields (firstName, lastName, email and the +971 phone, kept
 * in `mobile`), birthday (a date), gender and location, each 'Required';
 * insurances optional (a list, maybe empty); the password optional, and once
 * typed its confirmation must match ('both_password_need_to_be_the_same').
 */
export function patientAccountSchema(messages: AccountDetailsMessages = englishAccountDetailsMessages) {
  const { passwords } = messages;
  return withOptionalPasswordPair(
    createPersonFormSchema(messages.staff).extend({
      birthday: present<string>(passwords.required),
      gender: z.enum([...patientAccountGenders, '']).transform((gender, context) => {
        if (gender !== '') return gender;
        context.addIssue({ code: 'custom', message: passwords.required, input: gender });
        return z.NEVER;
      }),
      location: requiredText(passwords.required),
      insurances: z.array(z.string()),
      password: optionalNewPassword(passwords),
      confirmPassword: z.string(),
    }),
    passwords,
  );
}

/** The form as it holds the values (no birthday or gender until chosen). */
export type PatientAccountFields = z.input<ReturnType<typeof patientAccountSchema>>;
/** What the form submits once valid. */
export type PatientAccountValues = z.output<ReturnType<typeof patientAccountSchema>>;
