import { analyticsSummarySchema } from '@parley/contract/analytics';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const getAnalyticsSummary = () =>
  apiFetch('/admin/analytics/summary', { schema: analyticsSummarySchema });

/** All-time figures for the stat cards. */
export const useAnalyticsSummary = () =>
  useQuery({ queryKey: ['analytics', 'summary'], queryFn: getAnalyticsSummary });
