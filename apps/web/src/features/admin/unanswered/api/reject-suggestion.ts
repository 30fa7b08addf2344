import { apiFetch } from '../../../../lib/api-client.ts';

export const rejectSuggestion = (id: string) =>
  apiFetch<unknown>(`/admin/unanswered/suggestions/${id}`, { method: 'DELETE' });
