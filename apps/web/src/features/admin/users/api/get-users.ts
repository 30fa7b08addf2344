import { userSchema } from '@parley/contract/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../../lib/api-client.ts';

const usersSchema = z.object({ items: z.array(userSchema) });

export const getUsers = () => apiFetch('/admin/users', { schema: usersSchema });

export const useUsers = () => useQuery({ queryKey: ['users'], queryFn: getUsers });

/** Refreshes one of the Users page's lists after a change. */
export function useRefresh() {
  const client = useQueryClient();
  return (list: 'users' | 'api-keys') => client.invalidateQueries({ queryKey: [list] });
}
