import { faqSchema } from '@parley/contract/admin';
import { apiFetch } from '../../../../lib/api-client.ts';

export const approveSuggestion = (id: string) =>
  apiFetch(`/admin/unanswered/suggestions/${id}/approve`, { method: 'POST', schema: faqSchema });
