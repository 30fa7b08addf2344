import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authAccounts, users } from '../../db/schema.ts';
import { describeEachDatabase } from '../../db/test-database.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

describeEachDatabase('first account becomes admin', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('makes exactly one admin out of simultaneous registrations, round after round', async () => {
    for (let round = 0; round < 2; round++) {
      await t.database.db.delete(authAccounts);
      await t.database.db.delete(users);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.app.request('/api/v1/auth/sign-up/email', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: 'http://localhost',
              // Each registration from its own address, so the sign-up limit does not stop the race.
              'x-forwarded-for': `198.51.100.${round * 10 + i}`,
            },
            body: JSON.stringify({ email: `r${round}-${i}@example.com`, password: 'long-enough', name: 'N' }),
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      const admins = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins, `round ${round}`).toHaveLength(1);
    }
  }, 180_000);
});
