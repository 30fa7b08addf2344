import { authCall } from './auth-call.ts';

export const resetPassword = (token: string, newPassword: string) =>
  authCall('/reset-password', { token, newPassword });
