import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeySchema,
  userSchema,
  userUpdateSchema,
} from '@parley/contract/admin';
import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../../http/app-error.ts';
import type { ApiDocs } from '../../http/openapi.ts';
import { jsonBody } from '../../http/validate.ts';
import { type AuthedEnv, toUserView } from '../auth/current-user.ts';
import type { UsersService } from './users-service.ts';

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

export function usersRoutes(users: UsersService, docs: ApiDocs) {
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
    .get('/users', async (c) => c.json({ items: (await users.list()).map(toUserView) }))
    .patch('/users/:id', async (c) => {
      const change = await jsonBody(c, userUpdateSchema);
      return c.json(toUserView(await users.update(c.req.param('id'), change)));
    })
    .get('/api-keys', async (c) => c.json({ items: (await users.apiKeys(c.get('user').id)).map(apiKeyView) }))
    .post('/api-keys', async (c) => {
      const { name } = await jsonBody(c, apiKeyCreateSchema);
      const { row, key } = await users.createApiKey(c.get('user').id, name);
      return c.json({ ...apiKeyView(row), key }, 201);
    })
    .delete('/api-keys/:id', async (c) => {
      if (!(await users.deleteApiKey(c.get('user').id, c.req.param('id'))))
        throw notFound('API key not found');
      return c.json({ deleted: true });
    });
}
