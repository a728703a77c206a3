import { z } from '../../../lib/zod';
import { type AuthValidationMessages, englishValidation } from './auth-validation';

/** An email that is required ("Required") and valid ("Invalid email address"), spec 000 §5 and 002 §5. */
export function emailField(messages: Pick<AuthValidationMessages, 'required' | 'invalidEmail'> = englishValidation) {
  return z.string().trim().min(1, messages.required).pipe(z.email(messages.invalidEmail));
}

/** Login (spec 000 §5): email valid and required, password required. */
export function createLoginSchema(messages: AuthValidationMessages = englishValidation) {
  return z.object({
    email: emailField(messages),
    password: z.string().min(1, messages.required),
  });
}

export const loginSchema = createLoginSchema();

export type LoginValues = z.infer<typeof loginSchema>;

export const emptyLogin: LoginValues = { email: '', password: '' };
