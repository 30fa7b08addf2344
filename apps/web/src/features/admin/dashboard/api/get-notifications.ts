import { notificationsResponseSchema } from '@parley/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const getNotifications = () =>
  apiFetch('/admin/notifications', { schema: notificationsResponseSchema });

/** The bell's list: new contact messages and failed documents. */
export const useNotifications = () => useQuery({ queryKey: ['notifications'], queryFn: getNotifications });
