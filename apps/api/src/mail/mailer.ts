import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { outbox } from '../db/schema';
import type { Db } from '../db/database';
import { newId } from '../ids';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

/**
 * Every mail is recorded in the outbox table. With SMTP configured it is also
 * sent (and marked sent); without, it is printed in the server log so a local
 * user can open the links (and listed at /api/dev/outbox outside production).
 */
export class Mailer {
  /** With SMTP_URL: nodemailer's transport, made on the first mail (nodemailer is not loaded at every start). */
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl: string | undefined; from: string; log: (line: string) => void },
  ) {}

  private smtp(smtpUrl: string): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return this.transport;
  }

  async send(mail: Mail): Promise<void> {
    const id = newId();
    await this.db.insert(outbox).values({ id, toAddress: mail.to, subject: mail.subject, body: mail.body });
    const { smtpUrl } = this.options;
    if (!smtpUrl) {
      this.options.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.body}`);
      return;
    }
    try {
      const transport = await this.smtp(smtpUrl);
      await transport.sendMail({ from: this.options.from, to: mail.to, subject: mail.subject, text: mail.body });
      await this.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      // The mail stays unsent in the outbox; the request that caused it still succeeds.
      this.options.log(`[mail] SMTP failed for ${mail.to}: ${(error as Error).message}`);
    }
  }
}
