import { faqListResponseSchema } from '@parley/contract/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { useInvalidate } from '../../../../lib/use-invalidate.ts';

export const getFaqs = (params: URLSearchParams) =>
  apiFetch(`/admin/faqs?${params}`, { schema: faqListResponseSchema });

/** One page of FAQs; the previous page stays on screen while the next loads. */
export function useFaqList(params: URLSearchParams) {
  return useQuery({
    queryKey: ['faqs', ...params.values()],
    queryFn: () => getFaqs(params),
    placeholderData: keepPreviousData,
  });
}

export const useRefreshFaqs = () => useInvalidate('faqs');
