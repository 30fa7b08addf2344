import type { Faq, FaqImportResponse, FaqInput, FaqListResponse } from '@parley/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useInvalidate } from '../../../lib/use-invalidate.ts';

/** One page of FAQs; the previous page stays on screen while the next loads. */
export function useFaqList(params: URLSearchParams) {
  return useQuery({
    queryKey: ['faqs', ...params.values()],
    queryFn: () => apiFetch<FaqListResponse>(`/admin/faqs?${params}`),
    placeholderData: keepPreviousData,
  });
}

export const useRefreshFaqs = () => useInvalidate('faqs');

export const faqsApi = {
  create: (input: FaqInput) => apiFetch<Faq>('/admin/faqs', { method: 'POST', json: input }),
  update: (id: string, input: FaqInput) => apiFetch<Faq>(`/admin/faqs/${id}`, { method: 'PUT', json: input }),
  remove: (id: string) => apiFetch<unknown>(`/admin/faqs/${id}`, { method: 'DELETE' }),
  /** A CSV file is sent as text; JSON as parsed (a SyntaxError reaches the caller). */
  import: (file: { name: string; text: string }) =>
    apiFetch<FaqImportResponse>('/admin/faqs/import', {
      method: 'POST',
      ...(file.name.toLowerCase().endsWith('.csv')
        ? { body: file.text, headers: { 'content-type': 'text/csv' } }
        : { json: JSON.parse(file.text) }),
    }),
  translateMissing: (id: string, languages: string[]) =>
    apiFetch<Faq>(`/admin/faqs/${id}/translate-missing`, { method: 'POST', json: { languages } }),
};
