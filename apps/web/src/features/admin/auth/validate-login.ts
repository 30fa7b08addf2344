/** The spec's login checks, before anything is sent. */
export function validateLogin(email: string, password: string): string | undefined {
  if (!email.trim() || !password) return 'Please enter both email and password.';
  if (!email.includes('@')) return 'Please enter a valid email address.';
  return undefined;
}
