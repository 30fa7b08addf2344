import { suggestPhrasingsResponseSchema } from '@parley/contract/learning';
import { apiFetch } from '../../../../lib/api-client.ts';

export const suggestPhrasings = (faqId: string, language: string) =>
  apiFetch('/admin/unanswered/suggestions', {
    method: 'POST',
    json: { faq_id: faqId, language },
    schema: suggestPhrasingsResponseSchema,
  });
