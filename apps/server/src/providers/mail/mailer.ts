import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export type MailResult =
  | { status: 'sent' }
  | { status: 'not_configured' }
  | { status: 'failed'; reason: 'auth' | 'other'; error: string };

/**
 * Sends through SMTP when SMTP_URL is set. Every message is first written to the outbox table, so
 * nothing is lost when mail is not configured or the server refuses it.
 */
export class Mailer {
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl?: string; from?: string; log?: Logger },
  ) {}

  get configured(): boolean {
    return this.options.smtpUrl !== undefined;
  }

  /** nodemailer is loaded on the first email, not at start-up. */
  private connect(smtpUrl: string): Promise<Transporter> {
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
    return this.transport;
  }

  async send(message: MailMessage): Promise<MailResult> {
    const id = randomUUID();
    await this.db.insert(mailOutbox).values({ id, ...message, status: 'pending' });
    const result = await this.deliver(message);
    await this.db
      .update(mailOutbox)
      .set({ status: result.status, error: result.status === 'failed' ? result.error : null })
      .where(eq(mailOutbox.id, id));
    return result;
  }

  private async deliver(message: MailMessage): Promise<MailResult> {
    if (!this.options.smtpUrl) {
      this.options.log?.info(
        { to: message.to, subject: message.subject, text: message.text },
        'mail not configured; kept in outbox',
      );
      return { status: 'not_configured' };
    }
    try {
      const transport = await this.connect(this.options.smtpUrl);
      await transport.sendMail({
        from: this.options.from ?? 'Parley <no-reply@localhost>',
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      return { status: 'sent' };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const code = (err as { code?: string; responseCode?: number }).code;
      const responseCode = (err as { responseCode?: number }).responseCode;
      const isAuth = code === 'EAUTH' || responseCode === 535 || responseCode === 530;
      this.options.log?.warn({ err, to: message.to }, 'mail delivery failed');
      return { status: 'failed', reason: isAuth ? 'auth' : 'other', error };
    }
  }

  close(): void {
    void this.transport?.then((t) => t.close());
  }
}
