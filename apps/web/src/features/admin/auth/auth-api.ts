import type { User } from '@parley/contract/admin';
import type { ErrorBody } from '@parley/contract/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { authErrorMessage, NETWORK_ERROR } from './auth-error-message.ts';

export class AuthError extends Error {}

/** Calls a Better Auth endpoint; failures become the spec's texts. */
async function authCall(path: string, body: unknown): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/v1/auth${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthError(NETWORK_ERROR);
  }
  if (!res.ok) {
    const data = (await res.json().catch(() => ({}))) as Partial<ErrorBody>;
    throw new AuthError(authErrorMessage(data.error?.code, res.status));
  }
}

export const signIn = (email: string, password: string) => authCall('/sign-in/email', { email, password });
export const signUp = (name: string, email: string, password: string) =>
  authCall('/sign-up/email', { name, email, password });
export const signOut = () => authCall('/sign-out', {});
export const requestReset = (email: string) =>
  authCall('/request-password-reset', { email, redirectTo: '/admin/reset-password' });
export const resetPassword = (token: string, newPassword: string) =>
  authCall('/reset-password', { token, newPassword });

export interface Me {
  user: User;
  isAdmin: boolean;
}

/** The signed-in account, or null when signed out. */
export function useMe() {
  return useQuery({
    queryKey: ['me'],
    queryFn: async (): Promise<Me | null> => {
      try {
        return await apiFetch<Me>('/me');
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
