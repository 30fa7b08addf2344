import type { Faq } from '@parley/contract/admin';
import type { AddAlias, PhrasingSuggestion, UnansweredResponse } from '@parley/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/use-invalidate.ts';

export function useUnanswered(days: number) {
  return useQuery({
    queryKey: ['unanswered', days],
    queryFn: () => apiFetch<UnansweredResponse>(`/admin/unanswered?days=${days}`),
  });
}

/** Refreshes the list after an action (and the FAQ list, which an alias or a new FAQ changes). */
export const useRefreshUnanswered = () => useInvalidate('unanswered', 'faqs');

export const unansweredApi = {
  addAlias: (input: AddAlias) => apiFetch<Faq>('/admin/unanswered/aliases', { method: 'POST', json: input }),
  dismiss: (language: string, question: string) =>
    apiFetch<{ dismissed: number }>('/admin/unanswered/dismiss', {
      method: 'POST',
      json: { language, question },
    }),
  suggest: (faqId: string, language: string) =>
    apiFetch<{ suggestions: PhrasingSuggestion[] }>('/admin/unanswered/suggestions', {
      method: 'POST',
      json: { faq_id: faqId, language },
    }),
  approve: (id: string) => apiFetch<Faq>(`/admin/unanswered/suggestions/${id}/approve`, { method: 'POST' }),
  reject: (id: string) => apiFetch<unknown>(`/admin/unanswered/suggestions/${id}`, { method: 'DELETE' }),
};
