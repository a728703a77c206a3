import { z } from '../../../lib/zod';
import { emailField } from '../login/login.schema';
import { maskedText, requiredText } from '../../shared/registration-rules/registration-rules';

/** The texts the quote form's checks show. */
export interface QuoteRequestMessages {
  required: string;
  invalidEmail: string;
  phoneIncomplete: string;
}

/**
 * The get-a-quote modal (002 "get-qoute": its contents are not shown). Spec
 * choice: name, phone (+971-## ### ####), email and message, all required; the
 * email must be valid; the message at most 2,000 characters (the contract's limit).
 */
export function quoteRequestSchema(messages: QuoteRequestMessages) {
  return z.object({
    name: requiredText(messages.required).pipe(z.string().max(100)),
    phone: maskedText('phone', messages.required, messages.phoneIncomplete),
    email: emailField(messages),
    message: requiredText(messages.required).pipe(z.string().max(2000)),
  });
}

export type QuoteRequestFields = z.input<ReturnType<typeof quoteRequestSchema>>;
export type QuoteRequestValues = z.output<ReturnType<typeof quoteRequestSchema>>;

export const emptyQuoteRequest: QuoteRequestFields = { name: '', phone: '', email: '', message: '' };
