import { createRoute } from '@hono/zod-openapi';
import { identitySecretResponseSchema } from '@parley/contract/visitors';
import { adminErrors, adminOnly, apiRouter, json } from '../../http/api-route.ts';
import type { AuthedEnv } from '../auth/current-user.ts';

const read = createRoute({
  ...adminOnly,
  tags: ['admin: settings'],
  method: 'get',
  path: '/visitor-identity',
  summary: 'The secret for identified visitors: the host page passes a user id and HMAC-SHA256(secret, id)',
  responses: { 200: json(identitySecretResponseSchema), ...adminErrors() },
});

/** `secret` reads (or creates once) the identity secret shared by every instance. */
export function identityRoutes(secret: () => Promise<string>) {
  return apiRouter<AuthedEnv>().openapi(read, async (c) => c.json({ secret: await secret() }, 200));
}
