import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeySchema,
  userSchema,
  userUpdateSchema,
} from '@parley/contract/admin';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authSessions, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { ApiDocs } from '../../http/openapi.ts';
import { jsonBody } from '../../http/validate.ts';
import { createApiKey, deleteApiKey, listApiKeys } from '../auth/api-keys-repository.ts';
import { type AuthedEnv, toUserView } from '../auth/current-user.ts';

const apiKeyView = (row: {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export function usersRoutes(db: Db, docs: ApiDocs) {
  const admin = { auth: 'admin' as const, tag: 'admin: users' };
  docs.add(
    {
      ...admin,
      method: 'get',
      path: '/admin/users',
      summary: 'Every account with its role',
      response: z.object({ items: z.array(userSchema) }),
    },
    {
      ...admin,
      method: 'patch',
      path: '/admin/users/{id}',
      summary: 'Promote, demote, disable or enable an account',
      body: userUpdateSchema,
      response: userSchema,
      errors: { 404: 'User not found', 409: 'Would leave no active administrator' },
    },
    {
      ...admin,
      method: 'get',
      path: '/admin/api-keys',
      summary: "The signed-in admin's API keys",
      response: z.object({ items: z.array(apiKeySchema) }),
    },
    {
      ...admin,
      method: 'post',
      path: '/admin/api-keys',
      summary: 'Create an API key (shown once)',
      body: apiKeyCreateSchema,
      response: apiKeyCreatedSchema,
    },
    {
      ...admin,
      method: 'delete',
      path: '/admin/api-keys/{id}',
      summary: 'Revoke an API key',
      errors: { 404: 'API key not found' },
    },
  );
  return new Hono<AuthedEnv>()
    .get('/users', async (c) => {
      const rows = await db.select().from(users).orderBy(asc(users.createdAt));
      return c.json({ items: rows.map(toUserView) });
    })
    .patch('/users/:id', async (c) => {
      const change = await jsonBody(c, userUpdateSchema);
      const id = c.req.param('id');
      const result = await db.transaction(async (tx) => {
        const [target] = await tx.select().from(users).where(eq(users.id, id));
        if (!target) throw notFound('User not found');
        const losesAdmin = target.role === 'admin' && (change.role === 'user' || change.disabled === true);
        if (losesAdmin) {
          const [others] = await tx
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.role, 'admin'), eq(users.disabled, false), ne(users.id, id)));
          if ((others?.n ?? 0) === 0) {
            throw new AppError(
              'last_admin',
              409,
              'Parley needs at least one active administrator. Promote someone else first.',
            );
          }
        }
        const [updated] = await tx
          .update(users)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        // A disabled account is signed out everywhere at once.
        if (change.disabled) await tx.delete(authSessions).where(eq(authSessions.userId, id));
        return updated;
      });
      if (!result) throw notFound('User not found');
      return c.json(toUserView(result));
    })
    .get('/api-keys', async (c) =>
      c.json({ items: (await listApiKeys(db, c.get('user').id)).map(apiKeyView) }),
    )
    .post('/api-keys', async (c) => {
      const { name } = await jsonBody(c, apiKeyCreateSchema);
      const { row, key } = await createApiKey(db, c.get('user').id, name);
      return c.json({ ...apiKeyView(row), key }, 201);
    })
    .delete('/api-keys/:id', async (c) => {
      if (!(await deleteApiKey(db, c.get('user').id, c.req.param('id')))) throw notFound('API key not found');
      return c.json({ deleted: true });
    });
}
