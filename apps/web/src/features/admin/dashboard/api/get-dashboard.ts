import { dashboardResponseSchema } from '@parley/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';

export const getDashboard = () => apiFetch('/admin/dashboard', { schema: dashboardResponseSchema });

export const useDashboard = () => useQuery({ queryKey: ['dashboard'], queryFn: getDashboard });
