/** Maps Better Auth's error codes (and Parley's sign-in codes) to the spec's texts. */
const MESSAGES: Record<string, string> = {
  USER_NOT_FOUND: 'No admin account found with this email.',
  INVALID_PASSWORD: 'Incorrect password. Please try again.',
  TOO_MANY_REQUESTS: 'Too many failed attempts. Please try again later.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid login credentials. Please check your email and password.',
  PASSWORD_TOO_SHORT: 'Password should be at least 6 characters long.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists. Sign in instead.',
  USER_DISABLED: 'This account has been disabled. Contact an administrator.',
  INVALID_TOKEN: 'This reset link is invalid or has expired. Request a new one.',
  NETWORK: 'Cannot reach the server. Check your connection and try again.',
};

export const UNEXPECTED = 'An unexpected error occurred. Please try again.';

export function authErrorMessage(code: string | undefined, status?: number): string {
  if (status === 429) return MESSAGES.TOO_MANY_REQUESTS as string;
  return (code && MESSAGES[code]) || UNEXPECTED;
}
