import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { ContactRequest } from './contact-schema.ts';

export const CONTACT_SUCCESS = 'Thank you for your message! We will get back to you soon.';

/** SMTP errors that mean the mail server setting itself is wrong, not a passing failure. */
const MISCONFIGURED =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNECTION|ESOCKET|EDNS|ETIMEDOUT|ENOENT|certificate/i;

export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly recipient: string | undefined,
  ) {}

  /**
   * Stores the message before anything else, so it is never lost; then mails it when SMTP is configured.
   * Without SMTP the stored message is the delivery: admins see it in their notifications.
   */
  async submit(input: ContactRequest): Promise<{ message: string }> {
    if (input.website) return { message: CONTACT_SUCCESS };
    const id = randomUUID();
    await this.db.insert(contactMessages).values({
      id,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
    });
    if (!this.mailer.configured) {
      await this.setStatus(id, 'not_configured', null);
      return { message: CONTACT_SUCCESS };
    }
    const to = this.recipient ?? (await this.firstAdminEmail());
    if (!to) {
      await this.setStatus(id, 'not_configured', 'No recipient: set CONTACT_EMAIL_TO');
      throw new AppError(
        'email_not_configured',
        'Email service is not properly configured. Please try again later or contact support.',
      );
    }
    const result = await this.mailer.send({
      to,
      replyTo: input.email,
      subject: `[Contact] ${input.subject}`,
      text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
    });
    if (result.status === 'sent') {
      await this.setStatus(id, 'sent', null);
      return { message: CONTACT_SUCCESS };
    }
    const error = result.status === 'failed' ? result.error : 'not configured';
    await this.setStatus(id, 'failed', error);
    if (result.status === 'failed' && result.reason === 'auth') {
      throw new AppError(
        'email_auth_error',
        'Email service authentication error. Please try again later or contact support.',
      );
    }
    if (MISCONFIGURED.test(error)) {
      throw new AppError(
        'email_not_configured',
        'Email service is not properly configured. Please try again later or contact support.',
      );
    }
    throw new AppError('email_failed', 'Something went wrong. Please try again later.');
  }

  private async setStatus(id: string, deliveryStatus: string, deliveryError: string | null) {
    await this.db
      .update(contactMessages)
      .set({ deliveryStatus, deliveryError })
      .where(eq(contactMessages.id, id));
  }

  private async firstAdminEmail(): Promise<string | undefined> {
    const [admin] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.createdAt))
      .limit(1);
    return admin?.email;
  }
}
