import { unansweredResponseSchema } from '@parley/contract/learning';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { useInvalidate } from '../../../../lib/use-invalidate.ts';

export const getUnanswered = (days: number) =>
  apiFetch(`/admin/unanswered?days=${days}`, { schema: unansweredResponseSchema });

export const useUnanswered = (days: number) =>
  useQuery({ queryKey: ['unanswered', days], queryFn: () => getUnanswered(days) });

/** Refreshes the list after an action (and the FAQ list, which an alias or a new FAQ changes). */
export const useRefreshUnanswered = () => useInvalidate('unanswered', 'faqs');
