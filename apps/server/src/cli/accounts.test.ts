import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { describeEachDatabase } from '../db/test-database.ts';
import { createTestApp, jsonRequest, type TestApp } from '../test-app.ts';
import { createAdmin } from './create-admin.ts';
import { resetPassword } from './reset-password.ts';

describeEachDatabase('operator commands reset-password and create-admin', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string) =>
    t.app.request('/api/v1/auth/sign-in/email', jsonRequest('POST', { email, password }));
  const roleOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.role;

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

  it('creates an admin who signs in with the chosen password, even when accounts already exist', async () => {
    // Someone registered first and became admin; the operator's account must still be admin.
    await t.app.request(
      '/api/v1/auth/sign-up/email',
      jsonRequest('POST', { email: 'first@example.com', password: 'first-password', name: 'First' }),
    );
    const result = await createAdmin(t.database.db, t.services.config, {
      email: ' Ops@Example.com ',
      name: 'Operator',
      password: 'operator-password',
    });
    expect(result).toEqual({ outcome: 'created', password: 'operator-password' });
    expect(await roleOf('ops@example.com')).toBe('admin');
    expect((await signIn('ops@example.com', 'operator-password')).status).toBe(200);
  });

  it('promotes and enables an existing account, and sets its password only when one is given', async () => {
    await t.app.request(
      '/api/v1/auth/sign-up/email',
      jsonRequest('POST', { email: 'staff@example.com', password: 'staff-password', name: 'Staff' }),
    );
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.email, 'staff@example.com'));
    expect(
      await createAdmin(t.database.db, t.services.config, { email: 'staff@example.com', name: '' }),
    ).toEqual({
      outcome: 'promoted',
      passwordChanged: false,
    });
    expect(await roleOf('staff@example.com')).toBe('admin');
    expect((await signIn('staff@example.com', 'staff-password')).status).toBe(200);
    await createAdmin(t.database.db, t.services.config, {
      email: 'staff@example.com',
      name: '',
      password: 'new-staff-password',
    });
    expect((await signIn('staff@example.com', 'new-staff-password')).status).toBe(200);
  });

  it('generates a password when none is given and refuses bad input', async () => {
    const result = await createAdmin(t.database.db, t.services.config, {
      email: 'gen@example.com',
      name: 'Gen',
    });
    expect(result.outcome).toBe('created');
    const password = result.outcome === 'created' ? result.password : '';
    expect((await signIn('gen@example.com', password)).status).toBe(200);
    await expect(createAdmin(t.database.db, t.services.config, { email: 'nope', name: 'X' })).rejects.toThrow(
      'not an email',
    );
    await expect(
      createAdmin(t.database.db, t.services.config, { email: 'x@example.com', name: 'X', password: 'short' }),
    ).rejects.toThrow('8 characters');
  });
});
