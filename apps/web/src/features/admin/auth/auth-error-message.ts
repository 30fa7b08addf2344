import { ERROR_CATALOGUE, errorMessage } from '@parley/contract/errors';

export const UNEXPECTED = ERROR_CATALOGUE.INTERNAL_ERROR.message;
export const NETWORK_ERROR = 'Cannot reach the server. Check your connection and try again.';

/** The spec's text for an auth failure: the error catalogue's message for its code. */
export function authErrorMessage(code: string | undefined, status?: number): string {
  if (status === 429) return ERROR_CATALOGUE.TOO_MANY_REQUESTS.message;
  return errorMessage(code, UNEXPECTED);
}
