import { apiFetch } from '../../../../lib/api-client.ts';

export const dismissQuestion = (language: string, question: string) =>
  apiFetch<{ dismissed: number }>('/admin/unanswered/dismiss', {
    method: 'POST',
    json: { language, question },
  });
