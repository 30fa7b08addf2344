import { authCall } from './auth-call.ts';

export const requestReset = (email: string) =>
  authCall('/request-password-reset', { email, redirectTo: '/admin/reset-password' });
