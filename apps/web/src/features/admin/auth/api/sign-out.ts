import { authCall } from './auth-call.ts';

export const signOut = () => authCall('/sign-out', {});
