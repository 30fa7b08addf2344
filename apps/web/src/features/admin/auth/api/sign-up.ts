import { authCall } from './auth-call.ts';

export const signUp = (name: string, email: string, password: string) =>
  authCall('/sign-up/email', { name, email, password });
