import type { ApiKey, ApiKeyCreated, User, UserUpdate } from '@parley/contract/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function useUsers() {
  return useQuery({ queryKey: ['users'], queryFn: () => apiFetch<{ items: User[] }>('/admin/users') });
}

export function useApiKeys() {
  return useQuery({
    queryKey: ['api-keys'],
    queryFn: () => apiFetch<{ items: ApiKey[] }>('/admin/api-keys'),
  });
}

/** Refreshes one of the page's lists after a change. */
export function useRefresh() {
  const client = useQueryClient();
  return (list: 'users' | 'api-keys') => client.invalidateQueries({ queryKey: [list] });
}

export const usersApi = {
  update: (id: string, patch: UserUpdate) =>
    apiFetch<User>(`/admin/users/${id}`, { method: 'PATCH', json: patch }),
  createKey: (name: string) => apiFetch<ApiKeyCreated>('/admin/api-keys', { method: 'POST', json: { name } }),
  deleteKey: (id: string) => apiFetch<unknown>(`/admin/api-keys/${id}`, { method: 'DELETE' }),
};
