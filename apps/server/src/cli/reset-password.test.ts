import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/test-database.ts';
import { createTestApp, jsonRequest, type TestApp } from '../test-app.ts';
import { resetPassword } from './reset-password.ts';

describeEachDatabase('operator command reset-password', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.app.request('/api/v1/auth/sign-in/email', jsonRequest('POST', { email, password }));

  it('sets a password the account then signs in with, and refuses unknown accounts', async () => {
    await t.app.request(
      '/api/v1/auth/sign-up/email',
      jsonRequest('POST', { email: 'owner@example.com', password: 'old-password-1', name: 'Owner' }),
    );
    const { password } = await resetPassword(t.database.db, 'Owner@example.com');
    expect((await signIn('owner@example.com', 'old-password-1')).status).not.toBe(200);
    expect((await signIn('owner@example.com', password)).status).toBe(200);
    await expect(resetPassword(t.database.db, 'nobody@example.com')).rejects.toThrow('No account');
    await expect(resetPassword(t.database.db, 'owner@example.com', 'short')).rejects.toThrow('8 characters');
  });
});
