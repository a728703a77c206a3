// The get-a-quote page's modal (002 §1: its contents are not shown): the
// visitor's request is mailed to the company mailbox (QUOTE_MAILBOX).
import type { HandlerGroup } from '../../http/types';
import { throttle } from '../../throttle/throttle';
import { mailKeys } from './throttle-keys';

/** Spec choice: the modal's success text (ours; the UI shows its own toast). */
const SENT = 'Thank you, we will get back to you soon';

export const quoteHandlers = {
  /**
   * Throttled as registration and the password mails are (per sender address
   * and per client address), so the form cannot flood the mailbox.
   */
  async requestQuote({ body, clientAddress }, services) {
    const email = body.email.toLowerCase();
    await throttle(services, mailKeys(email, clientAddress));
    // One line in the subject, whatever the field held.
    const name = body.name.replace(/\s+/g, ' ').trim();
    await services.mailer.send({
      to: services.config.quoteMailbox,
      subject: `Quote request from ${name}`,
      body: [
        'A visitor asked for a quote on the get-a-quote page.',
        '',
        `Name: ${name}`,
        `Phone: ${body.phone}`,
        `E-mail: ${email}`,
        '',
        body.message.trim(),
      ].join('\n'),
    });
    return { status: 201, json: { message: SENT } };
  },
} satisfies HandlerGroup;
