import { faqSchema } from '@parley/contract/admin';
import { apiFetch } from '../../../../lib/api-client.ts';

export const translateMissing = (id: string, languages: string[]) =>
  apiFetch(`/admin/faqs/${id}/translate-missing`, { method: 'POST', json: { languages }, schema: faqSchema });
