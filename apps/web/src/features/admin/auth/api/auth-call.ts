import type { ErrorBody } from '@parley/contract/errors';
import { authErrorMessage, NETWORK_ERROR } from '../auth-error-message.ts';

export class AuthError extends Error {}

/** Calls a Better Auth endpoint; failures become the spec's texts. */
export async function authCall(path: string, body: unknown): Promise<void> {
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
