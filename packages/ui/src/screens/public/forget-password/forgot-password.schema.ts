import { z } from '../../../lib/zod';
import { type AuthValidationMessages, englishValidation } from '../login/auth-validation';
import { emailField } from '../login/login.schema';

/** Forgot password (spec 002 §5): email valid ("Invalid email address") and required ("Required"). */
export function createForgotPasswordSchema(messages: AuthValidationMessages = englishValidation) {
  return z.object({ email: emailField(messages) });
}

export const forgotPasswordSchema = createForgotPasswordSchema();

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
