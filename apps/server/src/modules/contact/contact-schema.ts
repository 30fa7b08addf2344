import { z } from 'zod';

export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(200, 'Name must be at most 200 characters.'),
  email: z.email({ error: 'Please enter a valid email address.' }).max(320),
  subject: z
    .string({ error: 'Please enter a subject.' })
    .trim()
    .min(1, 'Please enter a subject.')
    .max(300, 'Subject must be at most 300 characters.'),
  message: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(5000, 'Message must be at most 5000 characters.'),
  /** Honeypot: people never see this field, so anything in it came from a bot. */
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
