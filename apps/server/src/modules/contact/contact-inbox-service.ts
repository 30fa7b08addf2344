import {
  CONTACT_INBOX_PAGE_SIZE,
  type ContactInbox,
  deliveryStatusSchema,
} from '@parley/contract/contact-inbox';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import {
  countUnread,
  deleteContactMessage,
  listContactMessages,
  markRead,
} from './contact-inbox-repository.ts';

const messageNotFound = () => notFound('Message not found');

/** The admin's inbox of contact-form submissions. */
export class ContactInboxService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(cursor: string | undefined): Promise<ContactInbox> {
    const [rows, unread] = await Promise.all([
      listContactMessages(this.db, cursor, CONTACT_INBOX_PAGE_SIZE + 1),
      countUnread(this.db),
    ]);
    const page = rows.slice(0, CONTACT_INBOX_PAGE_SIZE);
    return {
      items: page.map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        createdAt: m.createdAt.toISOString(),
        deliveryStatus: deliveryStatusSchema.catch('stored').parse(m.deliveryStatus),
        deliveryError: m.deliveryError,
        read: m.readAt !== null,
      })),
      nextCursor: rows.length > CONTACT_INBOX_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
      unread,
    };
  }

  async markRead(id: string): Promise<void> {
    if (!(await markRead(this.db, id, this.clock()))) throw messageNotFound();
  }

  async remove(id: string): Promise<void> {
    if (!(await deleteContactMessage(this.db, id))) throw messageNotFound();
  }
}
