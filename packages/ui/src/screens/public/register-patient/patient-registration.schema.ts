import { z } from '../../../lib/zod';
import {
  englishMessages,
  maskedText,
  newPassword,
  present,
  requiredText,
  withMatchingPasswords,
  type RegistrationMessages,
} from '../../shared/registration-rules/registration-rules';

/** The genders the registration form sends (spec 002 §3). */
export const registrationGenders = ['MALE', 'FEMALE'] as const;
export type RegistrationGender = (typeof registrationGenders)[number];

/**
 * The Emirates ID's missing-value text: the specification gives the literal
 * 'Required' for this field (002 §5), where every other field shows the
 * translated 'required'; so it stays English in Arabic too.
 */
export const EMIRATES_ID_REQUIRED = 'Required';

/** The confirmation-code form of the dialog after registration: the code is required. */
export function confirmationCodeSchema(messages: RegistrationMessages = englishMessages) {
  return z.object({ code: requiredText(messages.required) });
}

/**
 * Patient self-registration (spec 002 §3, §5): every field is required; the
 * e-mail is only checked as required, not for its format; confirmPassword
 * must equal password. Insurances are a field like the others, so at least
 * one is required (the contract itself takes none too).
 */
export function patientRegistrationSchema(messages: RegistrationMessages = englishMessages) {
  const object = z.object({
    firstName: requiredText(messages.required),
    lastName: requiredText(messages.required),
    email: requiredText(messages.required),
    emiratesId: maskedText('emiratesId', EMIRATES_ID_REQUIRED, messages.emiratesIdIncomplete),
    birthday: present<string>(messages.required),
    gender: z.enum([...registrationGenders, '']).transform((gender, context) => {
      if (gender !== '') return gender;
      context.addIssue({ code: 'custom', message: messages.required, input: gender });
      return z.NEVER;
    }),
    location: requiredText(messages.required),
    phone: maskedText('phone', messages.required, messages.phoneIncomplete),
    password: newPassword(messages),
    confirmPassword: z.string().min(1, messages.required),
    insurances: z.array(z.string()).min(1, messages.required),
  });
  return withMatchingPasswords(object, messages.passwordsMismatch);
}

export type ConfirmationCodeValues = z.output<ReturnType<typeof confirmationCodeSchema>>;
/** The form as it holds the values (no birthday or gender until chosen). */
export type PatientRegistrationFields = z.input<ReturnType<typeof patientRegistrationSchema>>;
/** What the form submits once valid. */
export type PatientRegistrationValues = z.output<ReturnType<typeof patientRegistrationSchema>>;

export const emptyPatientRegistration: PatientRegistrationFields = {
  firstName: '',
  lastName: '',
  email: '',
  emiratesId: '',
  birthday: null,
  gender: '',
  location: '',
  phone: '',
  password: '',
  confirmPassword: '',
  insurances: [],
};
