import type { TFunction } from '../../../i18n/translation-types';
import { passwordWeakness } from '@aafiya/api-client/password';
import { z } from '../../../lib/zod';
import registrationEn from '../../../i18n/messages/registration.en';
import type { MaskName } from '../../../components/masked-field/mask';
import { maskedValue } from '../../../components/masked-field/masked-value';

/** The validation texts the registration schemas show (translated by the screens). */
export type RegistrationMessages = Record<
  | 'required'
  | 'invalidEmail'
  | 'passwordsMismatch'
  | 'tradeLicenseFileRequired'
  | 'onlyPdf'
  | 'selectLocation'
  | 'tradeLicenseIncomplete'
  | 'phoneIncomplete'
  | 'emiratesIdIncomplete'
  | 'passwordTooShort'
  | 'passwordTooCommon',
  string
>;

const messageKeys: readonly (keyof RegistrationMessages)[] = [
  'required',
  'invalidEmail',
  'passwordsMismatch',
  'tradeLicenseFileRequired',
  'onlyPdf',
  'selectLocation',
  'tradeLicenseIncomplete',
  'phoneIncomplete',
  'emiratesIdIncomplete',
  'passwordTooShort',
  'passwordTooCommon',
];

function pickMessages(text: (key: keyof RegistrationMessages) => string): RegistrationMessages {
  return Object.fromEntries(messageKeys.map((key) => [key, text(key)])) as RegistrationMessages;
}

/** The specification's English texts (tests, and the schemas' defaults). */
export const englishMessages: RegistrationMessages = pickMessages((key) => registrationEn[key]);

/** The texts in the active language. */
export function translatedMessages(t: TFunction<'registration'>): RegistrationMessages {
  return pickMessages((key) => t(key));
}

/**
 * Hospital or clinic (spec 000 §5); HOSPITAL is the default. Chosen at
 * registration and changed in the hospital profile.
 */
export const hospitalTypes = ['HOSPITAL', 'CLINIC'] as const;
export type HospitalType = (typeof hospitalTypes)[number];

/** A required text: "Required" when empty or blank. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/**
 * A masked number (phone, Emirates ID, trade licence): "Required" when empty,
 * `incomplete` when some digits are missing (the specification shows no text
 * for that case; the contract refuses a partial value).
 */
export function maskedText(mask: MaskName, required: string, incomplete: string) {
  return maskedValue(mask, { required, incomplete });
}

/**
 * A value a field holds as `T | null` (a date, a file, a map point) that must
 * be there: null or "" reads `message`; the output type is `T`.
 */
export function present<T>(message: string) {
  return z.custom<T | null>().transform((value, context): T => {
    if (value === null || value === undefined || value === '') {
      context.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return value;
  });
}

/** At least 8 characters and not a common one, unless empty (the contract's rules). */
const passwordRules = (schema: z.ZodString, messages: RegistrationMessages) =>
  schema
    .refine((value) => value === '' || passwordWeakness(value) !== 'tooShort', messages.passwordTooShort)
    .refine((value) => value === '' || passwordWeakness(value) !== 'common', messages.passwordTooCommon);

/**
 * The password: required; at least 8 characters and not a common one (not
 * shown in the specification: the contract's rules, so the server does not
 * refuse it).
 */
export const newPassword = (messages: RegistrationMessages) =>
  passwordRules(z.string().min(1, messages.required), messages);

/** A new password that may stay empty (keep the current one); when typed, the same rules as `newPassword`. */
export const optionalNewPassword = (messages: RegistrationMessages) => passwordRules(z.string(), messages);

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/**
 * "Both password need to be the same" on confirmPassword. Checked as soon as
 * both are filled in, even while other fields are still missing.
 */
export function withMatchingPasswords<S extends z.ZodType<PasswordPair>>(schema: S, message: string): S {
  return schema.refine((values) => values.confirmPassword === values.password, {
    message,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as Partial<PasswordPair> | undefined;
      return Boolean(value?.password) && Boolean(value?.confirmPassword);
    },
  });
}
