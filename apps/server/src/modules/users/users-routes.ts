import { createRoute } from '@hono/zod-openapi';
import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeySchema,
  userSchema,
  userUpdateSchema,
} from '@parley/contract/admin';
import { z } from 'zod';
import { adminErrors, adminOnly, apiRouter, idParam, json, jsonBody } from '../../http/api-route.ts';
import { notFound } from '../../http/app-error.ts';
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

const admin = { ...adminOnly, tags: ['admin: users'] };
const listUsers = createRoute({
  ...admin,
  method: 'get',
  path: '/users',
  summary: 'Every account with its role',
  responses: { 200: json(z.object({ items: z.array(userSchema) })), ...adminErrors() },
});
const updateUser = createRoute({
  ...admin,
  method: 'patch',
  path: '/users/{id}',
  summary: 'Promote, demote, disable or enable an account',
  request: { params: idParam, body: jsonBody(userUpdateSchema) },
  responses: { 200: json(userSchema), ...adminErrors('not_found', 'last_admin') },
});
const listKeys = createRoute({
  ...admin,
  method: 'get',
  path: '/api-keys',
  summary: "The signed-in admin's API keys",
  responses: { 200: json(z.object({ items: z.array(apiKeySchema) })), ...adminErrors() },
});
const createKey = createRoute({
  ...admin,
  method: 'post',
  path: '/api-keys',
  summary: 'Create an API key (shown once)',
  request: { body: jsonBody(apiKeyCreateSchema) },
  responses: { 201: json(apiKeyCreatedSchema, 'Created'), ...adminErrors() },
});
const deleteKey = createRoute({
  ...admin,
  method: 'delete',
  path: '/api-keys/{id}',
  summary: 'Revoke an API key',
  request: { params: idParam },
  responses: { 200: json(z.object({ deleted: z.literal(true) })), ...adminErrors('not_found') },
});

export function usersRoutes(users: UsersService) {
  return apiRouter<AuthedEnv>()
    .openapi(listUsers, async (c) => c.json({ items: (await users.list()).map(toUserView) }, 200))
    .openapi(updateUser, async (c) =>
      c.json(toUserView(await users.update(c.req.param('id'), c.req.valid('json'))), 200),
    )
    .openapi(listKeys, async (c) =>
      c.json({ items: (await users.apiKeys(c.get('user').id)).map(apiKeyView) }, 200),
    )
    .openapi(createKey, async (c) => {
      const { name } = c.req.valid('json');
      const { row, key } = await users.createApiKey(c.get('user').id, name);
      return c.json({ ...apiKeyView(row), key }, 201);
    })
    .openapi(deleteKey, async (c) => {
      if (!(await users.deleteApiKey(c.get('user').id, c.req.param('id'))))
        throw notFound('API key not found');
      return c.json({ deleted: true as const }, 200);
    });
}
