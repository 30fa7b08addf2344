import { analyticsSchema } from '@parley/contract/analytics';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const getAnalytics = (range: { from: string; to: string }) =>
  apiFetch(`/admin/analytics?${new URLSearchParams(range)}`, { schema: analyticsSchema });

/** The figures and charts of a range of days. */
export const useAnalytics = (range: { from: string; to: string }) =>
  useQuery({ queryKey: ['analytics', range], queryFn: () => getAnalytics(range) });
