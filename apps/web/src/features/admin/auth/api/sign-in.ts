import { authCall } from './auth-call.ts';

export const signIn = (email: string, password: string) => authCall('/sign-in/email', { email, password });
