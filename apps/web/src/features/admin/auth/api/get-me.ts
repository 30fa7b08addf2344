import { meResponseSchema } from '@parley/contract/admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../../../../lib/api-client.ts';

export type Me = z.infer<typeof meResponseSchema>;

export const getMe = () => apiFetch('/me', { schema: meResponseSchema });

/** The signed-in account, or null when signed out. */
export function useMe() {
  return useQuery({
    queryKey: ['me'],
    queryFn: async (): Promise<Me | null> => {
      try {
        return await getMe();
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: 60_000,
  });
}

export function useRefreshMe() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['me'] });
}
