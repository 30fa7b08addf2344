import type { DashboardResponse, NotificationsResponse } from '@parley/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => apiFetch<DashboardResponse>('/admin/dashboard'),
  });
}

/** The bell's list: new contact messages and failed documents. */
export function useNotifications() {
  return useQuery({
    queryKey: ['notifications'],
    queryFn: () => apiFetch<NotificationsResponse>('/admin/notifications'),
  });
}
