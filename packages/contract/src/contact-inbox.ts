import { z } from 'zod';

export const CONTACT_INBOX_PAGE_SIZE = 50;

export const contactInboxQuerySchema = z.object({
  /** The id of the last message of the previous page. */
  cursor: z.string().max(100).optional(),
});

export const deliveryStatusSchema = z
  .enum(['stored', 'sent', 'failed', 'not_configured'])
  .describe('not_configured: no mail server, so the inbox is the only copy; stored: not yet attempted');

export const contactInboxItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  deliveryStatus: deliveryStatusSchema,
  deliveryError: z.string().nullable(),
  read: z.boolean(),
});
export type ContactInboxItem = z.infer<typeof contactInboxItemSchema>;

export const contactInboxSchema = z.object({
  items: z.array(contactInboxItemSchema),
  nextCursor: z.string().nullable(),
  unread: z.number().int(),
});
export type ContactInbox = z.infer<typeof contactInboxSchema>;
