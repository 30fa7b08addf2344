import { type FaqInput, faqSchema } from '@parley/contract/admin';
import { apiFetch } from '../../../../lib/api-client.ts';

export const updateFaq = (id: string, input: FaqInput) =>
  apiFetch(`/admin/faqs/${id}`, { method: 'PUT', json: input, schema: faqSchema });
