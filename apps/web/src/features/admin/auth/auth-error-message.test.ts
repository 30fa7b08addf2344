import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message.ts';

describe('authErrorMessage', () => {
  it.each([
    ['USER_NOT_FOUND', 'No admin account found with this email.'],
    ['INVALID_PASSWORD', 'Incorrect password. Please try again.'],
    ['TOO_MANY_REQUESTS', 'Too many failed attempts. Please try again later.'],
    ['INVALID_EMAIL_OR_PASSWORD', 'Invalid login credentials. Please check your email and password.'],
    ['PASSWORD_TOO_SHORT', 'Password should be at least 6 characters long.'],
    ['SOMETHING_ELSE', 'An unexpected error occurred. Please try again.'],
  ])('%s -> %s', (code, text) => {
    expect(authErrorMessage(code)).toBe(text);
  });

  it('treats HTTP 429 as too many attempts whatever the code', () => {
    expect(authErrorMessage(undefined, 429)).toBe('Too many failed attempts. Please try again later.');
  });
});
