import { type FaqInput, faqSchema } from '@parley/contract/admin';
import { apiFetch } from '../../../../lib/api-client.ts';

export const createFaq = (input: FaqInput) =>
  apiFetch('/admin/faqs', { method: 'POST', json: input, schema: faqSchema });
